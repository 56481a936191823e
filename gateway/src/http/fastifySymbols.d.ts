// fastify's internal symbols module (CommonJS, untyped): see replyHeaders.ts
declare module 'fastify/lib/symbols.js' {
  const symbols: Record<string, symbol>;
  export default symbols;
}
