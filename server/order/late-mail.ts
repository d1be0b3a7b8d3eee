import type { MailMessage } from '../mail/mailer';
import { formatArrival, formatMoneyIn } from '../shipping/arrival-format';
import type { OrderRow } from './schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Copy {
  subject: string;
  /** {ref}: the order's reference; {date}: the last promised day. */
  lead: string;
  /** {amount}: the shipping given back. */
  refunded: string;
  noRefund: string;
  follow: string;
}

/** The late-promise e-mail (server/order/late.ts) in every locale the web app speaks. */
export const LATE_MAIL_COPY: Record<string, Copy> = {
  en: {
    subject: 'Your Bindery order {ref} is late',
    lead: 'We promised your order {ref} would arrive by {date}, and it has not reached you in time. We are sorry.',
    refunded: 'We have refunded its shipping, {amount}, to the card you paid with. You need do nothing.',
    noRefund: 'Its shipping was free, so there is no shipping to refund, but we are watching it for you.',
    follow: 'Follow your order',
  },
  'en-us': {
    subject: 'Your Bindery order {ref} is late',
    lead: "We promised your order {ref} would arrive by {date}, and it hasn't reached you in time. We're sorry.",
    refunded:
      "We've refunded its shipping, {amount}, to the card you paid with. You don't need to do anything.",
    noRefund:
      'Its shipping was free, so there is no shipping to refund, but we are keeping an eye on it for you.',
    follow: 'Follow your order',
  },
  'da-dk': {
    subject: 'Din Bindery-ordre {ref} er forsinket',
    lead: 'Vi lovede, at din ordre {ref} ville være fremme senest {date}, og den er ikke nået frem i tide. Det beklager vi.',
    refunded: 'Vi har refunderet fragten, {amount}, til det kort, du betalte med. Du skal ikke gøre noget.',
    noRefund: 'Fragten var gratis, så der er ingen fragt at refundere, men vi holder øje med pakken for dig.',
    follow: 'Følg din ordre',
  },
  'de-de': {
    subject: 'Ihre Bindery-Bestellung {ref} verspätet sich',
    lead: 'Wir hatten zugesagt, dass Ihre Bestellung {ref} bis {date} ankommt, und sie ist nicht rechtzeitig bei Ihnen. Das tut uns leid.',
    refunded:
      'Wir haben Ihnen die Versandkosten von {amount} auf die Karte erstattet, mit der Sie bezahlt haben. Sie müssen nichts tun.',
    noRefund:
      'Der Versand war kostenlos, es gibt also keine Versandkosten zu erstatten, aber wir behalten die Sendung für Sie im Blick.',
    follow: 'Bestellung verfolgen',
  },
  'es-es': {
    subject: 'Tu pedido de Bindery {ref} se retrasa',
    lead: 'Te prometimos que tu pedido {ref} llegaría como tarde el {date}, y no te ha llegado a tiempo. Lo sentimos.',
    refunded:
      'Te hemos devuelto el envío, {amount}, a la tarjeta con la que pagaste. No tienes que hacer nada.',
    noRefund: 'El envío era gratuito, así que no hay envío que devolver, pero lo seguimos de cerca por ti.',
    follow: 'Sigue tu pedido',
  },
  'fi-fi': {
    subject: 'Bindery-tilauksesi {ref} on myöhässä',
    lead: 'Lupasimme, että tilauksesi {ref} saapuu viimeistään {date}, eikä se ole ehtinyt perille ajoissa. Pahoittelemme.',
    refunded:
      'Olemme palauttaneet toimituskulut, {amount}, kortille, jolla maksoit. Sinun ei tarvitse tehdä mitään.',
    noRefund:
      'Toimitus oli maksuton, joten palautettavia toimituskuluja ei ole, mutta seuraamme lähetystä puolestasi.',
    follow: 'Seuraa tilaustasi',
  },
  'fr-fr': {
    subject: 'Votre commande Bindery {ref} est en retard',
    lead: 'Nous vous avions promis que votre commande {ref} arriverait au plus tard le {date}, et elle ne vous est pas parvenue à temps. Nous en sommes désolés.',
    refunded:
      "Nous vous avons remboursé la livraison, {amount}, sur la carte utilisée pour payer. Vous n'avez rien à faire.",
    noRefund:
      "La livraison était gratuite : il n'y a donc rien à rembourser, mais nous suivons votre colis de près.",
    follow: 'Suivre votre commande',
  },
  'it-it': {
    subject: 'Il tuo ordine Bindery {ref} è in ritardo',
    lead: "Ti avevamo promesso che l'ordine {ref} sarebbe arrivato entro il {date}, e non ti è arrivato in tempo. Ci dispiace.",
    refunded:
      'Ti abbiamo rimborsato la spedizione, {amount}, sulla carta con cui hai pagato. Non devi fare nulla.',
    noRefund: 'La spedizione era gratuita, quindi non c’è nulla da rimborsare, ma seguiamo il pacco per te.',
    follow: 'Segui il tuo ordine',
  },
  'nb-no': {
    subject: 'Bindery-bestillingen din {ref} er forsinket',
    lead: 'Vi lovet at bestillingen din {ref} skulle komme innen {date}, og den har ikke nådd deg i tide. Det beklager vi.',
    refunded: 'Vi har refundert frakten, {amount}, til kortet du betalte med. Du trenger ikke gjøre noe.',
    noRefund: 'Frakten var gratis, så det er ingen frakt å refundere, men vi følger med på pakken for deg.',
    follow: 'Følg bestillingen din',
  },
  'nl-nl': {
    subject: 'Je Bindery-bestelling {ref} is te laat',
    lead: 'We beloofden dat je bestelling {ref} uiterlijk {date} zou aankomen, en hij is niet op tijd bij je. Het spijt ons.',
    refunded:
      'We hebben de verzendkosten, {amount}, terugbetaald op de kaart waarmee je betaalde. Je hoeft niets te doen.',
    noRefund:
      'De verzending was gratis, dus er valt niets terug te betalen, maar we houden het pakket voor je in de gaten.',
    follow: 'Volg je bestelling',
  },
  'pl-pl': {
    subject: 'Twoje zamówienie Bindery {ref} jest opóźnione',
    lead: 'Obiecaliśmy, że zamówienie {ref} dotrze najpóźniej {date}, a nie dotarło na czas. Przepraszamy.',
    refunded: 'Zwróciliśmy koszt wysyłki, {amount}, na kartę, którą zapłacono. Nie musisz nic robić.',
    noRefund: 'Wysyłka była bezpłatna, więc nie ma czego zwrócić, ale pilnujemy przesyłki za Ciebie.',
    follow: 'Śledź zamówienie',
  },
  'pt-pt': {
    subject: 'A sua encomenda Bindery {ref} está atrasada',
    lead: 'Prometemos que a sua encomenda {ref} chegaria até {date}, e não chegou a tempo. Lamentamos.',
    refunded:
      'Devolvemos o valor do envio, {amount}, para o cartão com que pagou. Não precisa de fazer nada.',
    noRefund:
      'O envio foi gratuito, por isso não há envio a devolver, mas estamos a acompanhar a encomenda por si.',
    follow: 'Acompanhar a encomenda',
  },
  'sv-se': {
    subject: 'Din Bindery-beställning {ref} är försenad',
    lead: 'Vi lovade att din beställning {ref} skulle komma senast {date}, och den har inte nått dig i tid. Vi ber om ursäkt.',
    refunded:
      'Vi har återbetalat frakten, {amount}, till kortet du betalade med. Du behöver inte göra något.',
    noRefund:
      'Frakten var gratis, så det finns ingen frakt att återbetala, men vi håller koll på paketet åt dig.',
    follow: 'Följ din beställning',
  },
};

function copyFor(locale: string): Copy {
  const tag = locale.toLowerCase();
  const lang = tag.split('-')[0];
  const keys = Object.keys(LATE_MAIL_COPY);
  const key = keys.find((k) => k === tag) ?? keys.find((k) => k.split('-')[0] === lang) ?? 'en';
  return LATE_MAIL_COPY[key]!;
}

/** The apology for a missed promise, with the shipping given back (or why none was). */
export function lateMail(order: OrderRow, refundMinor: number, link: string): MailMessage {
  const copy = copyFor(order.locale);
  const date = formatArrival(
    { earliest: order.estimatedDelivery.latest, latest: order.estimatedDelivery.latest },
    order.locale,
  );
  const lead = copy.lead.replaceAll('{ref}', order.reference).replaceAll('{date}', date);
  const money = copy.refunded.replaceAll(
    '{amount}',
    formatMoneyIn(refundMinor, order.currency, order.locale),
  );
  const second = refundMinor > 0 ? money : copy.noRefund;
  return {
    to: order.email ?? '',
    subject: copy.subject.replaceAll('{ref}', order.reference),
    link,
    text: [lead, '', second, '', `${copy.follow}: ${link}`].join('\n'),
    html: `<p>${escapeHtml(lead)}</p><p>${escapeHtml(second)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.follow)}</a></p>`,
  };
}
