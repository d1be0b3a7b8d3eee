/** The order confirmation's words in every locale the web app speaks ({ref}, {total}, {vat}, {window}). */
export interface ConfirmationCopy {
  subject: string;
  thanks: string;
  total: string;
  delivery: string;
  follow: string;
}

const EN: ConfirmationCopy = {
  subject: 'Your Bindery order {ref}',
  thanks: 'Thank you for your order {ref}.',
  total: 'Total paid: {total} (including VAT {vat})',
  delivery: 'Expected delivery: {window}',
  follow: 'Follow your order',
};

export const CONFIRMATION_COPY: Record<string, ConfirmationCopy> = {
  en: EN,
  'en-gb': EN,
  'en-us': { ...EN, total: 'Total paid: {total} (including tax {vat})' },
  'da-dk': {
    subject: 'Din Bindery-ordre {ref}',
    thanks: 'Tak for din ordre {ref}.',
    total: 'Betalt i alt: {total} (inklusive moms {vat})',
    delivery: 'Forventet levering: {window}',
    follow: 'Følg din ordre',
  },
  'de-de': {
    subject: 'Ihre Bindery-Bestellung {ref}',
    thanks: 'Vielen Dank für Ihre Bestellung {ref}.',
    total: 'Bezahlt: {total} (inklusive MwSt. {vat})',
    delivery: 'Voraussichtliche Lieferung: {window}',
    follow: 'Bestellung ansehen',
  },
  'es-es': {
    subject: 'Tu pedido de Bindery {ref}',
    thanks: 'Gracias por tu pedido {ref}.',
    total: 'Total pagado: {total} (IVA incluido: {vat})',
    delivery: 'Entrega prevista: {window}',
    follow: 'Ver tu pedido',
  },
  'fi-fi': {
    subject: 'Bindery-tilauksesi {ref}',
    thanks: 'Kiitos tilauksestasi {ref}.',
    total: 'Maksettu yhteensä: {total} (sisältää arvonlisäveroa {vat})',
    delivery: 'Arvioitu toimitus: {window}',
    follow: 'Seuraa tilaustasi',
  },
  'fr-fr': {
    subject: 'Votre commande Bindery {ref}',
    thanks: 'Merci pour votre commande {ref}.',
    total: 'Total payé : {total} (dont TVA {vat})',
    delivery: 'Livraison prévue : {window}',
    follow: 'Suivre votre commande',
  },
  'it-it': {
    subject: 'Il tuo ordine Bindery {ref}',
    thanks: 'Grazie per il tuo ordine {ref}.',
    total: 'Totale pagato: {total} (IVA inclusa {vat})',
    delivery: 'Consegna prevista: {window}',
    follow: 'Segui il tuo ordine',
  },
  'nb-no': {
    subject: 'Bindery-bestillingen din {ref}',
    thanks: 'Takk for bestillingen din {ref}.',
    total: 'Betalt totalt: {total} (inkludert mva. {vat})',
    delivery: 'Forventet levering: {window}',
    follow: 'Følg bestillingen din',
  },
  'nl-nl': {
    subject: 'Je Bindery-bestelling {ref}',
    thanks: 'Bedankt voor je bestelling {ref}.',
    total: 'Totaal betaald: {total} (inclusief btw {vat})',
    delivery: 'Verwachte levering: {window}',
    follow: 'Volg je bestelling',
  },
  'pl-pl': {
    subject: 'Twoje zamówienie Bindery {ref}',
    thanks: 'Dziękujemy za zamówienie {ref}.',
    total: 'Zapłacono łącznie: {total} (w tym VAT {vat})',
    delivery: 'Przewidywana dostawa: {window}',
    follow: 'Śledź zamówienie',
  },
  'pt-pt': {
    subject: 'A sua encomenda Bindery {ref}',
    thanks: 'Obrigado pela sua encomenda {ref}.',
    total: 'Total pago: {total} (IVA incluído {vat})',
    delivery: 'Entrega prevista: {window}',
    follow: 'Acompanhar a encomenda',
  },
  'sv-se': {
    subject: 'Din Bindery-beställning {ref}',
    thanks: 'Tack för din beställning {ref}.',
    total: 'Totalt betalt: {total} (inklusive moms {vat})',
    delivery: 'Beräknad leverans: {window}',
    follow: 'Följ din beställning',
  },
};

/** The order's locale's copy: its exact tag, else the first of its language, else English. */
export function confirmationCopyFor(locale: string): ConfirmationCopy {
  const tag = locale.toLowerCase();
  const lang = tag.split('-')[0];
  const key =
    Object.keys(CONFIRMATION_COPY).find((k) => k === tag) ??
    Object.keys(CONFIRMATION_COPY).find((k) => k.split('-')[0] === lang) ??
    'en';
  return CONFIRMATION_COPY[key]!;
}
