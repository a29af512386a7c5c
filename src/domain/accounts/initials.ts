/** Initials are the upper-cased first letters of name and surname. */
export const initialsOf = (name: string, surname: string): string =>
  `${[...name.trim()][0] ?? ""}${[...surname.trim()][0] ?? ""}`.toLocaleUpperCase("pl");
