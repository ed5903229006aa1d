/** A stylesheet imported with `?url`: the URL of the emitted file. */
declare module '*.css?url' {
  const href: string;
  export default href;
}
