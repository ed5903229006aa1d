/** Scalar's prebuilt standalone bundle (a script of the remote's webpack config): its URL. */
declare module 'scalar-api-reference' {
  const url: string;
  export default url;
}
