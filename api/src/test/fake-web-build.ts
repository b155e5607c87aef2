import fs from 'node:fs';
import path from 'node:path';

/** A stand-in for web/dist with the few files the server serves from it. */
export function writeFakeWebBuild(directory: string): string {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), text);
  };
  write('index.html', 'home page');
  write('app.html', 'app shell');
  write('404.html', 'not found page');
  write('assets/index-abc123.js', 'console.log(1)');
  return directory;
}
