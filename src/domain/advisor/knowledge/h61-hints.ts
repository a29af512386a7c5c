import type { TopicHint } from "./hints.ts";

/**
 * Questions asked in a conversation, as the sixty-first set asked them: whether ZUS is paid on an
 * unregistered activity (the article's section on taxes and ZUS says it is not), and whether the
 * contribution holiday also covers the employees' contributions (it covers only the owner's own).
 */
export const H61_HINTS: TopicHint[] = [
  // "is there ZUS on unregistered activity?", "czy od działalności nierejestrowanej płaci się ZUS?".
  {
    re: [
      /\b(nierejestrowan\w*|unregistered|bez (rejestracji|rejestrowania) (firmy|dzialalnosci)|no business registered)\b/,
      /\b(zus\w*|skladk\w*|contributions?|social (security|insurance))\b/,
    ],
    not: /\b(przekrocz\w*|exceed\w*|go over|went over|limit\w*|zlecen\w*|mandate|zleceniobiorc\w*)\b/,
    article: "dzialalnosc-nierejestrowana",
    heading: /podatki, zus|taxes, zus/i,
  },
  // "a za pracowników też nie płacę w wakacje składkowe?", "does the contribution holiday cover my staff?".
  {
    re: [
      /\b(wakacj\w* (skladkow\w*|od zus\w*)|(contribution|zus) holiday\w*)\b/,
      /\b(za (nich|pracownik\w*|zleceniobiorc\w*)|(for|cover\w*|include\w*) (them|(my |our |the )?(employees|staff|workers|contractors))|obejmuj\w* (tez |takze |rowniez )?(pracownik\w*|zleceniobiorc\w*|ich))\b/,
    ],
    // "mam 12 pracowników – też mogę?", "can I still take it?": who may take it, which its conditions say.
    not: /\b(moge|mozemy|moglbym|moglabym|skorzyst\w*|can (i|we)|(still )?work for (me|us)|eligible|qualify|how many|ile osob\w*|warun\w*|conditions?)\b/,
    article: "wakacje-skladkowe",
    heading: /skladke zdrowotna|health contribution/i,
  },
];
