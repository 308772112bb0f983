/** An attribute's name as its property: `scroll-lock` is `scrollLock`. */
export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
