/**
 * Spanish and Portuguese payment words, in English. Pagora's customers are in Spain and Portugal and
 * the site is in English: a reader who types "tarjetas de prueba" or "reembolso parcial" is also
 * searched in English ("cards test", "refund parcial"), so their words find the page that answers.
 *
 * Only words with one English meaning in payments belong here, and only words that are not English
 * too: the English wording is searched beside the reader's own (see `englishWording`).
 */

/** Phrases first: "periodo de prueba" is a trial period, while "prueba" alone is a test. */
const PHRASES: Readonly<Record<string, string>> = {
  'periodo de prueba': 'trial period',
  'modo de prueba': 'test mode',
  'modo prueba': 'test mode',
  'enlace de pago': 'payment link',
  'enlaces de pago': 'payment links',
  'metodo de pago': 'payment method',
  'metodos de pago': 'payment methods',
  'codigo de error': 'error code',
  'codigos de error': 'error codes',
  'clave secreta': 'secret key',
  'clave publica': 'publishable key',
  'pago recurrente': 'recurring payment',
  'pagos recurrentes': 'recurring payments',
  'metodo de pagamento': 'payment method',
  'metodos de pagamento': 'payment methods',
  'modo de teste': 'test mode',
};

const WORDS: Readonly<Record<string, string>> = {
  // Spanish
  tarjeta: 'card',
  tarjetas: 'cards',
  prueba: 'test',
  pruebas: 'test',
  pago: 'payment',
  pagos: 'payments',
  pagar: 'pay',
  cobro: 'charge',
  cobros: 'charges',
  cobrar: 'accept',
  reembolso: 'refund',
  reembolsos: 'refunds',
  reembolsar: 'refund',
  devolucion: 'refund',
  devoluciones: 'refunds',
  devolver: 'refund',
  devuelvo: 'refund',
  parte: 'partial',
  contracargo: 'chargeback',
  contracargos: 'chargebacks',
  suscripcion: 'subscription',
  suscripciones: 'subscriptions',
  liquidacion: 'settlement',
  liquidaciones: 'settlements',
  preautorizacion: 'pre-authorization',
  preautorizaciones: 'pre-authorization',
  autorizacion: 'authorization',
  autorizaciones: 'authorizations',
  autorizar: 'authorize',
  captura: 'capture',
  capturar: 'capture',
  anular: 'cancel',
  anulacion: 'cancel',
  cancelar: 'cancel',
  cancelacion: 'cancellation',
  clave: 'key',
  claves: 'keys',
  firma: 'signature',
  firmas: 'signatures',
  codigo: 'code',
  codigos: 'codes',
  errores: 'errors',
  moneda: 'currency',
  monedas: 'currencies',
  divisa: 'currency',
  divisas: 'currencies',
  tienda: 'store',
  tiendas: 'stores',
  cliente: 'customer',
  clientes: 'customers',
  guardar: 'save',
  guardada: 'saved',
  guardadas: 'saved',
  enlace: 'link',
  enlaces: 'links',
  comision: 'fee',
  comisiones: 'fees',
  reintento: 'retry',
  reintentos: 'retries',
  autenticacion: 'authentication',
  fraude: 'fraud',
  recurrente: 'recurring',
  recurrentes: 'recurring',
  pedido: 'order',
  pedidos: 'orders',
  saldo: 'balance',
  cuenta: 'account',
  cuentas: 'accounts',
  usuario: 'user',
  usuarios: 'users',
  estado: 'status',
  estados: 'statuses',
  denegado: 'declined',
  denegada: 'declined',
  rechazado: 'declined',
  rechazada: 'declined',
  rechazo: 'decline',
  caducado: 'expired',
  caducada: 'expired',
  importe: 'amount',
  importes: 'amounts',
  parcial: 'partial',
  seguridad: 'security',
  bancaria: 'bank',
  bancario: 'bank',
  dinero: 'money',
  filtrado: 'leaked',
  filtrada: 'leaked',
  fallido: 'failed',
  fallida: 'failed',
  plazos: 'instalments',
  // Portuguese (where it differs from the Spanish)
  cartao: 'card',
  cartoes: 'cards',
  teste: 'test',
  testes: 'test',
  pagamento: 'payment',
  pagamentos: 'payments',
  devolucao: 'refund',
  referencia: 'reference',
  referencias: 'references',
  subscricao: 'subscription',
  // In Portugal a subscription is a "subscrição"; "assinatura" is a signature.
  assinatura: 'signature',
  assinaturas: 'signatures',
  dinheiro: 'money',
  vazou: 'leaked',
  vazada: 'leaked',
  falhou: 'failed',
  falhado: 'failed',
  loja: 'store',
  lojas: 'stores',
  chave: 'key',
  chaves: 'keys',
  recusado: 'declined',
  recusada: 'declined',
  conta: 'account',
};

/** Words that carry no meaning of their own, left out of the English wording. */
const FUNCTION_WORDS = new Set([
  ...['de', 'del', 'la', 'las', 'el', 'los', 'un', 'una', 'unos', 'unas', 'para', 'con', 'por', 'que', 'como'],
  ...['mi', 'mis', 'su', 'sus', 'al', 'y', 'se', 'puedo', 'hacer', 'cual', 'donde', 'cuando', 'es'],
  ...['ha', 'he', 'han', 'hay', 'esta', 'estan', 'son', 'lo', 'le', 'me', 'te'],
  ...['do', 'da', 'dos', 'das', 'um', 'uma', 'com', 'no', 'na', 'nos', 'nas', 'e', 'em', 'foi', 'tem'],
]);

const LONGEST_PHRASE = Math.max(...Object.keys(PHRASES).map((phrase) => phrase.split(' ').length));

/** The query's words as typed, split on anything but letters, digits, `_` and `-`. */
const typedWords = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}_-]+/u).filter(Boolean);

/** Lower case without accents: `Preautorización` → `preautorizacion`. */
const folded = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The query in English when it says at least one Spanish or Portuguese payment word, else null.
 * Words it does not know (English words, API names, codes) are kept as typed; function words
 * ("de", "para") are left out once a word was translated.
 */
export function englishWording(query: string): string | null {
  const typed = typedWords(query);
  const words = typed.map(folded);
  const out: string[] = [];
  let translated = false;
  for (let index = 0; index < words.length;) {
    let matched = false;
    for (let length = Math.min(LONGEST_PHRASE, words.length - index); length >= 2; length--) {
      const english = PHRASES[words.slice(index, index + length).join(' ')];
      if (english) {
        out.push(english);
        index += length;
        translated = matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[index]!;
    const english = WORDS[word];
    if (english) {
      out.push(english);
      translated = true;
    } else out.push(typed[index]!);
    index++;
  }
  if (!translated) return null;
  return out.filter((word) => !FUNCTION_WORDS.has(folded(word))).join(' ');
}
