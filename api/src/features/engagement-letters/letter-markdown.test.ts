import { letterHtml } from './letter-markdown';

describe("a letter's HTML, as the portal shows it", () => {
  it('keeps Markdown formatting: headings, emphasis, lists and links', () => {
    const html = letterHtml('# Our fees\n\nThe fee is **R 12 500.00**.\n\n- One\n- Two\n\n[Our site](https://khanya-advisory.co.za)');
    expect(html).toContain('<h1>Our fees</h1>');
    expect(html).toContain('<strong>R 12 500.00</strong>');
    expect(html).toContain('<li>One</li>');
    expect(html).toContain('<a href="https://khanya-advisory.co.za">Our site</a>');
  });

  it('shows raw HTML as text, so that a template cannot put script or markup into the page', () => {
    const html = letterHtml('Dear client <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves images out, so that opening a letter fetches nothing from another host', () => {
    const html = letterHtml('![logo](https://tracker.example.com/pixel.png)');
    expect(html).not.toContain('<img');
  });

  it('refuses script links', () => {
    expect(letterHtml('[click](javascript:alert(1))')).not.toContain('href="javascript:');
  });
});
