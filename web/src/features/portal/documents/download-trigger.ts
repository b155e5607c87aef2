/**
 * How the browser is told to save a file; a seam so that tests need not navigate jsdom. A module
 * of its own, so that what imports it through the folder's index (the signed engagement letters)
 * does not bring the documents page's actions and cache code onto the dashboard's first screen.
 */
export const downloadTrigger = {
  start(url: string) {
    const link = document.createElement('a');
    link.href = url;
    // The answer is `Content-Disposition: attachment`: the page stays, the file is saved.
    link.download = '';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  },
};
