/**
 * A farmer's money outside any business (folded text): a mandate contract's pay beside KRUS (art. 5b
 * of the act on farmers' social insurance), rent for a barn, agricultural retail trade (RHD, which
 * by law is no business). None of it is the business's revenue a profile keeps.
 */
const FARM_NOT_BUSINESS =
  /\b(krus\w*)\b.*\b(zleceni\w*|mandate)\b|\b(zleceni\w*|mandate)\b.*\bkrus\w*|\b(stodol\w*|barn)\b.*\b(wynajm\w*|najem|rent\w*|let)\b|\b(wynajm\w*|rent\w*)\b.*\b(stodol\w*|barn)\b|\b(rhd|rolnicz\w* hand\w* detaliczn\w*|agricultural retail)\b/;

export const farmMoneyOutsideBusiness = (folded: string): boolean => FARM_NOT_BUSINESS.test(folded);
