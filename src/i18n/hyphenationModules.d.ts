/** `virtual:hyphenation/<lang>`: the language's hyphenation dictionary (scripts/hyphenation.ts). */
declare module 'virtual:hyphenation/*' {
  const dictionary: Readonly<Record<string, string>>;
  export default dictionary;
}
