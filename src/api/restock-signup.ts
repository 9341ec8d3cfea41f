/**
 * What a restock form loads when it is first sent: the signup call alone, as a module of its own
 * so that `import()` of it needs no namespace object made at run time (the owner's calls share
 * src/api/restock.ts with it).
 */
export { signUpForRestock } from './restock';
