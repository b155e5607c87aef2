// swagger-ui-dist ships no types; the api uses only where its files lie.
declare module 'swagger-ui-dist' {
  /** The folder holding swagger-ui-bundle.js, swagger-ui.css and the rest of the built page. */
  export function getAbsoluteFSPath(): string;
}
