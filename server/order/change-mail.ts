import { z } from 'zod';
import type { MailMessage } from '../mail/mailer';
import type { OrderRow } from './schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The printer's answer to a change or cancel asked after the change window (order/changes.ts). */
export const changeOutcomeSchema = z.object({
  kind: z.enum(['address', 'layout', 'cancel']),
  outcome: z.enum(['accepted', 'refused']),
  reason: z.string().nullable(),
});

type Copy = Record<
  | 'addressSubject'
  | 'addressLead'
  | 'layoutSubject'
  | 'layoutLead'
  | 'cancelSubject'
  | 'cancelLead'
  | 'refusedSubject'
  | 'refusedCancelSubject'
  | 'refusedLead'
  | 'refusedNext'
  | 'follow',
  string
>;

/** Every locale the web app speaks ({ref} is the order's reference). */
const COPY: Record<string, Copy> = {
  en: {
    addressSubject: 'Your Bindery order {ref} goes to its new address',
    addressLead: 'The printer has the new delivery address for your order {ref}.',
    layoutSubject: 'Your changed design for order {ref} is with the printer',
    layoutLead: 'The printer has your changed design for order {ref} and will print that one.',
    cancelSubject: 'Your Bindery order {ref} is cancelled',
    cancelLead:
      'The printer has stopped your order {ref}, and we have refunded the full amount to how you paid.',
    refusedSubject: 'We could not change your Bindery order {ref}',
    refusedCancelSubject: 'We could not cancel your Bindery order {ref}',
    refusedLead: 'The printer said no. Its reason:',
    refusedNext: 'Your order goes on as it was; nothing more has been charged or refunded.',
    follow: 'Follow your order',
  },
  'en-us': {
    addressSubject: 'Your Bindery order {ref} is going to its new address',
    addressLead: 'The printer has the new shipping address for your order {ref}.',
    layoutSubject: 'Your changed design for order {ref} is with the printer',
    layoutLead: 'The printer has your changed design for order {ref} and will print that one.',
    cancelSubject: 'Your Bindery order {ref} is canceled',
    cancelLead:
      'The printer has stopped your order {ref}, and we have refunded the full amount to your payment method.',
    refusedSubject: "We couldn't change your Bindery order {ref}",
    refusedCancelSubject: "We couldn't cancel your Bindery order {ref}",
    refusedLead: 'The printer said no. Its reason:',
    refusedNext: 'Your order continues as it was; nothing more has been charged or refunded.',
    follow: 'Follow your order',
  },
  'da-dk': {
    addressSubject: 'Din Bindery-ordre {ref} sendes til den nye adresse',
    addressLead: 'Trykkeriet har fået den nye leveringsadresse til din ordre {ref}.',
    layoutSubject: 'Dit ændrede design til ordre {ref} er hos trykkeriet',
    layoutLead: 'Trykkeriet har fået dit ændrede design til ordre {ref} og trykker det.',
    cancelSubject: 'Din Bindery-ordre {ref} er annulleret',
    cancelLead:
      'Trykkeriet har stoppet din ordre {ref}, og vi har refunderet hele beløbet til din betalingsmetode.',
    refusedSubject: 'Vi kunne ikke ændre din Bindery-ordre {ref}',
    refusedCancelSubject: 'Vi kunne ikke annullere din Bindery-ordre {ref}',
    refusedLead: 'Trykkeriet sagde nej. Begrundelsen:',
    refusedNext: 'Din ordre fortsætter som før; intet er trukket eller refunderet.',
    follow: 'Følg din ordre',
  },
  'de-de': {
    addressSubject: 'Ihre Bindery-Bestellung {ref} geht an die neue Adresse',
    addressLead: 'Die Druckerei hat die neue Lieferadresse für Ihre Bestellung {ref}.',
    layoutSubject: 'Ihr geändertes Design für Bestellung {ref} ist bei der Druckerei',
    layoutLead: 'Die Druckerei hat Ihr geändertes Design für Bestellung {ref} und druckt dieses.',
    cancelSubject: 'Ihre Bindery-Bestellung {ref} ist storniert',
    cancelLead:
      'Die Druckerei hat Ihre Bestellung {ref} gestoppt, und wir haben Ihnen den vollen Betrag auf Ihre Zahlungsart erstattet.',
    refusedSubject: 'Wir konnten Ihre Bindery-Bestellung {ref} nicht ändern',
    refusedCancelSubject: 'Wir konnten Ihre Bindery-Bestellung {ref} nicht stornieren',
    refusedLead: 'Die Druckerei hat abgelehnt. Ihre Begründung:',
    refusedNext: 'Ihre Bestellung läuft unverändert weiter; es wurde nichts weiter berechnet oder erstattet.',
    follow: 'Bestellung ansehen',
  },
  'es-es': {
    addressSubject: 'Tu pedido de Bindery {ref} va a la nueva dirección',
    addressLead: 'La imprenta tiene la nueva dirección de entrega de tu pedido {ref}.',
    layoutSubject: 'Tu diseño modificado del pedido {ref} está en la imprenta',
    layoutLead: 'La imprenta tiene tu diseño modificado del pedido {ref} e imprimirá ese.',
    cancelSubject: 'Tu pedido de Bindery {ref} está cancelado',
    cancelLead:
      'La imprenta ha detenido tu pedido {ref} y te hemos devuelto el importe íntegro a tu método de pago.',
    refusedSubject: 'No hemos podido cambiar tu pedido de Bindery {ref}',
    refusedCancelSubject: 'No hemos podido cancelar tu pedido de Bindery {ref}',
    refusedLead: 'La imprenta dijo que no. Su motivo:',
    refusedNext: 'Tu pedido sigue como estaba; no se ha cobrado ni devuelto nada más.',
    follow: 'Ver tu pedido',
  },
  'fi-fi': {
    addressSubject: 'Bindery-tilauksesi {ref} lähtee uuteen osoitteeseen',
    addressLead: 'Painolla on nyt tilauksesi {ref} uusi toimitusosoite.',
    layoutSubject: 'Tilauksesi {ref} muutettu suunnitelma on painossa',
    layoutLead: 'Painolla on tilauksesi {ref} muutettu suunnitelma, ja se painaa sen.',
    cancelSubject: 'Bindery-tilauksesi {ref} on peruttu',
    cancelLead: 'Paino on pysäyttänyt tilauksesi {ref}, ja olemme palauttaneet koko summan maksutavallesi.',
    refusedSubject: 'Emme voineet muuttaa Bindery-tilaustasi {ref}',
    refusedCancelSubject: 'Emme voineet perua Bindery-tilaustasi {ref}',
    refusedLead: 'Paino kieltäytyi. Sen syy:',
    refusedNext: 'Tilauksesi jatkuu ennallaan; mitään ei ole veloitettu tai palautettu lisää.',
    follow: 'Seuraa tilaustasi',
  },
  'fr-fr': {
    addressSubject: 'Votre commande Bindery {ref} part à sa nouvelle adresse',
    addressLead: "L'imprimeur a la nouvelle adresse de livraison de votre commande {ref}.",
    layoutSubject: 'Votre design modifié pour la commande {ref} est chez l’imprimeur',
    layoutLead: "L'imprimeur a votre design modifié pour la commande {ref} et imprimera celui-ci.",
    cancelSubject: 'Votre commande Bindery {ref} est annulée',
    cancelLead:
      "L'imprimeur a arrêté votre commande {ref}, et nous vous avons remboursé l'intégralité sur votre moyen de paiement.",
    refusedSubject: "Nous n'avons pas pu modifier votre commande Bindery {ref}",
    refusedCancelSubject: "Nous n'avons pas pu annuler votre commande Bindery {ref}",
    refusedLead: "L'imprimeur a refusé. Sa raison :",
    refusedNext: "Votre commande continue comme avant ; rien de plus n'a été débité ni remboursé.",
    follow: 'Suivre votre commande',
  },
  'it-it': {
    addressSubject: 'Il tuo ordine Bindery {ref} va al nuovo indirizzo',
    addressLead: 'La tipografia ha il nuovo indirizzo di consegna del tuo ordine {ref}.',
    layoutSubject: 'Il design modificato dell’ordine {ref} è in tipografia',
    layoutLead: 'La tipografia ha il design modificato dell’ordine {ref} e stamperà quello.',
    cancelSubject: 'Il tuo ordine Bindery {ref} è annullato',
    cancelLead:
      'La tipografia ha fermato il tuo ordine {ref} e ti abbiamo rimborsato l’intero importo sul tuo metodo di pagamento.',
    refusedSubject: 'Non siamo riusciti a modificare il tuo ordine Bindery {ref}',
    refusedCancelSubject: 'Non siamo riusciti ad annullare il tuo ordine Bindery {ref}',
    refusedLead: 'La tipografia ha rifiutato. Il motivo:',
    refusedNext: 'Il tuo ordine prosegue come prima; non è stato addebitato né rimborsato altro.',
    follow: 'Segui il tuo ordine',
  },
  'nb-no': {
    addressSubject: 'Bindery-bestillingen din {ref} sendes til den nye adressen',
    addressLead: 'Trykkeriet har fått den nye leveringsadressen for bestillingen din {ref}.',
    layoutSubject: 'Det endrede designet for bestilling {ref} er hos trykkeriet',
    layoutLead: 'Trykkeriet har det endrede designet for bestilling {ref} og trykker det.',
    cancelSubject: 'Bindery-bestillingen din {ref} er kansellert',
    cancelLead:
      'Trykkeriet har stoppet bestillingen din {ref}, og vi har refundert hele beløpet til betalingsmåten din.',
    refusedSubject: 'Vi kunne ikke endre Bindery-bestillingen din {ref}',
    refusedCancelSubject: 'Vi kunne ikke kansellere Bindery-bestillingen din {ref}',
    refusedLead: 'Trykkeriet sa nei. Begrunnelsen:',
    refusedNext: 'Bestillingen din fortsetter som før; ingenting mer er trukket eller refundert.',
    follow: 'Følg bestillingen',
  },
  'nl-nl': {
    addressSubject: 'Je Bindery-bestelling {ref} gaat naar het nieuwe adres',
    addressLead: 'De drukker heeft het nieuwe bezorgadres voor je bestelling {ref}.',
    layoutSubject: 'Je gewijzigde ontwerp voor bestelling {ref} is bij de drukker',
    layoutLead: 'De drukker heeft je gewijzigde ontwerp voor bestelling {ref} en drukt dat.',
    cancelSubject: 'Je Bindery-bestelling {ref} is geannuleerd',
    cancelLead:
      'De drukker heeft je bestelling {ref} gestopt en we hebben het volledige bedrag teruggestort op je betaalmethode.',
    refusedSubject: 'We konden je Bindery-bestelling {ref} niet wijzigen',
    refusedCancelSubject: 'We konden je Bindery-bestelling {ref} niet annuleren',
    refusedLead: 'De drukker weigerde. De reden:',
    refusedNext: 'Je bestelling gaat door zoals ze was; er is niets extra afgeschreven of terugbetaald.',
    follow: 'Volg je bestelling',
  },
  'pl-pl': {
    addressSubject: 'Twoje zamówienie Bindery {ref} trafi pod nowy adres',
    addressLead: 'Drukarnia ma nowy adres dostawy Twojego zamówienia {ref}.',
    layoutSubject: 'Zmieniony projekt zamówienia {ref} jest w drukarni',
    layoutLead: 'Drukarnia ma Twój zmieniony projekt zamówienia {ref} i wydrukuje właśnie jego.',
    cancelSubject: 'Twoje zamówienie Bindery {ref} zostało anulowane',
    cancelLead:
      'Drukarnia zatrzymała Twoje zamówienie {ref}, a my zwróciliśmy całą kwotę na Twoją metodę płatności.',
    refusedSubject: 'Nie udało się zmienić Twojego zamówienia Bindery {ref}',
    refusedCancelSubject: 'Nie udało się anulować Twojego zamówienia Bindery {ref}',
    refusedLead: 'Drukarnia odmówiła. Jej powód:',
    refusedNext: 'Twoje zamówienie jest realizowane jak dotąd; nic więcej nie pobrano ani nie zwrócono.',
    follow: 'Śledź zamówienie',
  },
  'pt-pt': {
    addressSubject: 'A sua encomenda Bindery {ref} segue para a nova morada',
    addressLead: 'A gráfica tem a nova morada de entrega da sua encomenda {ref}.',
    layoutSubject: 'O seu design alterado da encomenda {ref} está na gráfica',
    layoutLead: 'A gráfica tem o seu design alterado da encomenda {ref} e vai imprimir esse.',
    cancelSubject: 'A sua encomenda Bindery {ref} está cancelada',
    cancelLead:
      'A gráfica parou a sua encomenda {ref} e reembolsámos o valor total no seu meio de pagamento.',
    refusedSubject: 'Não conseguimos alterar a sua encomenda Bindery {ref}',
    refusedCancelSubject: 'Não conseguimos cancelar a sua encomenda Bindery {ref}',
    refusedLead: 'A gráfica recusou. O motivo:',
    refusedNext: 'A sua encomenda continua como estava; nada mais foi cobrado nem reembolsado.',
    follow: 'Acompanhar a encomenda',
  },
  'sv-se': {
    addressSubject: 'Din Bindery-beställning {ref} skickas till den nya adressen',
    addressLead: 'Tryckeriet har fått den nya leveransadressen för din beställning {ref}.',
    layoutSubject: 'Din ändrade design för beställning {ref} är hos tryckeriet',
    layoutLead: 'Tryckeriet har din ändrade design för beställning {ref} och trycker den.',
    cancelSubject: 'Din Bindery-beställning {ref} är avbeställd',
    cancelLead:
      'Tryckeriet har stoppat din beställning {ref}, och vi har återbetalat hela beloppet till ditt betalsätt.',
    refusedSubject: 'Vi kunde inte ändra din Bindery-beställning {ref}',
    refusedCancelSubject: 'Vi kunde inte avbeställa din Bindery-beställning {ref}',
    refusedLead: 'Tryckeriet sa nej. Skälet:',
    refusedNext: 'Din beställning fortsätter som förut; inget mer har dragits eller återbetalats.',
    follow: 'Följ din beställning',
  },
};

/** The order's locale's copy: its exact tag, else the first of its language, else English. */
function copyFor(locale: string): Copy {
  const tag = locale.toLowerCase();
  const key =
    Object.keys(COPY).find((k) => k === tag) ??
    Object.keys(COPY).find((k) => k.split('-')[0] === tag.split('-')[0]) ??
    'en';
  return COPY[key]!;
}

export const CHANGE_MAIL_LOCALES = Object.keys(COPY);

/** The e-mail for the printer's answer: a change taken, a cancel confirmed (and refunded), or a refusal with its reason. */
export function changeMail(
  order: OrderRow,
  answer: z.infer<typeof changeOutcomeSchema>,
  link: string,
): MailMessage {
  const copy = copyFor(order.locale);
  const fill = (s: string) => s.replaceAll('{ref}', order.reference);
  const lines =
    answer.outcome === 'refused'
      ? [copy.refusedLead, answer.reason ?? '', copy.refusedNext]
      : [fill(copy[`${answer.kind}Lead`])];
  const subject =
    answer.outcome === 'refused'
      ? fill(answer.kind === 'cancel' ? copy.refusedCancelSubject : copy.refusedSubject)
      : fill(copy[`${answer.kind}Subject`]);
  return {
    to: order.email ?? '',
    subject,
    link,
    text: [...lines, '', `${copy.follow}: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.follow)}</a></p>`,
  };
}
