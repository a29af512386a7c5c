/** Words the topic hints recognise (folded Polish and English). */

export const ZUS_WORDS = /\b(zus\w*|skladk\w*|dra|contributions?|social security|ubezpiecz\w*|insurance)\b/;
/** Registering someone with ZUS, in either language ("zgłosić pracownika do ZUS", "register them with ZUS"). */
export const ZUS_REGISTER =
  /\b(zglos\w*|zglasz\w*|zarejestr\w*|rejestr\w*|registe?r\w*|report\w*|enrol\w*)( \S+){0,3} (do|w|with|to|in|at) zus\w*/;
export const EMPLOYEE =
  /\b(pracownik\w*|pracownic\w*|zatrudn\w*|zleceniobiorc\w*|employees?|workers?|staff|hire\w*|hiring|contractors?)\b/;

/** Private individuals as customers ("klienci prywatni", "konsumenci", "B2C", "private customers"). */
export const CONSUMERS =
  /\b(konsument\w*|consumers?|b2c|(klien\w*|osob\w*|customers?|clients?|individuals?|persons?|people) (prywatn\w*|indywidualn\w*|private)|(private|individual) (customers?|clients?|individuals?|persons?|people)|osob\w* fizyczn\w* nieprowadz\w*)\b/;
/** Suspending a business ("zawieszam działalność", "odwieszenie", "put the business on hold"). */
export const SUSPENSION =
  /\b(zawie[sś]\w*|zawiesz\w*|odwiesz\w*|odwiesi\w*|wznow\w*|suspen\w*|on hold|pause (my|the) (business|company|firm))\b/;
export const HEALTH_WORDS = /\b(zdrowotn\w*|zdrowotk\w*|health|nfz)\b/;
export const DEDUCT_WORDS = /\b(odlicz\w*|deduct\w*|write (it )?off|w koszt\w*|as (a |an )?(cost|expense))\b/;
