// The print partner's e-mails in every locale (mail.ts renders them).
export interface Copy {
  shippedSubject: string;
  shippedLead: string;
  track: string;
  noTracking: string;
  rejectedSubject: string;
  rejectedLead: string;
  /** What happens next (README "Print files and the print partner": our files, so we reprint at our cost, or refund). */
  rejectedNext: string;
  follow: string;
  /** Shown with the carrier's number when there is no tracking link we may show. */
  trackingNumber: string;
  refundedSubject: string;
  /** {amount}: what was refunded, in the order's currency as the locale writes it. */
  refundedLead: string;
  refundedNext: string;
}

/**
 * The shipped and rejected e-mails in every locale the web app speaks ({ref} is the order's
 * reference). A rejection is always ours to fix: we made the files, so the customer pays nothing
 * more, whether we print again or refund.
 */
export const PARTNER_MAIL_COPY: Record<string, Copy> = {
  en: {
    shippedSubject: 'Your Bindery order {ref} is on its way',
    shippedLead: 'Good news: your order {ref} has left the printer and is on its way to you.',
    track: 'Track your parcel',
    noTracking: 'The carrier has not given a tracking number for this parcel.',
    rejectedSubject: 'A problem printing your Bindery order {ref}',
    rejectedLead: 'Our printer could not print your order {ref}. The reason it gave:',
    rejectedNext:
      'The print files are ours, so this is ours to fix: we will correct them and print your order again at our cost, or, if it cannot be printed, refund you in full. You need do nothing; we will write to you within two working days.',
    follow: 'Follow your order',
    trackingNumber: 'Tracking number',
    refundedSubject: 'Your Bindery order {ref} has been refunded',
    refundedLead: 'We could not print your order {ref}, so we have refunded {amount} to you in full.',
    refundedNext:
      'The money should reach your account within a few working days. We are sorry your order could not be made.',
  },
  'en-us': {
    shippedSubject: 'Your Bindery order {ref} is on its way',
    shippedLead: 'Good news: your order {ref} has left the printer and is on its way to you.',
    track: 'Track your package',
    noTracking: 'The carrier has not provided a tracking number for this package.',
    rejectedSubject: 'A problem printing your Bindery order {ref}',
    rejectedLead: 'Our printer could not print your order {ref}. The reason it gave:',
    rejectedNext:
      "The print files are ours, so this is ours to fix: we will correct them and print your order again at our cost, or, if it can't be printed, refund you in full. You don't need to do anything; we will write to you within two business days.",
    follow: 'Follow your order',
    trackingNumber: 'Tracking number',
    refundedSubject: 'Your Bindery order {ref} has been refunded',
    refundedLead: "We couldn't print your order {ref}, so we have refunded {amount} to you in full.",
    refundedNext:
      "The money should reach your account within a few business days. We are sorry your order couldn't be made.",
  },
  'da-dk': {
    shippedSubject: 'Din Bindery-ordre {ref} er på vej',
    shippedLead: 'Gode nyheder: din ordre {ref} har forladt trykkeriet og er på vej til dig.',
    track: 'Følg din pakke',
    noTracking: 'Fragtfirmaet har ikke oplyst et sporingsnummer for denne pakke.',
    rejectedSubject: 'Et problem med trykningen af din Bindery-ordre {ref}',
    rejectedLead: 'Vores trykkeri kunne ikke trykke din ordre {ref}. Begrundelsen var:',
    rejectedNext:
      'Trykfilerne er vores, så det er os, der retter fejlen: vi retter dem og trykker din ordre igen for vores regning, eller refunderer hele beløbet, hvis den ikke kan trykkes. Du skal ikke gøre noget; vi skriver til dig inden for to hverdage.',
    follow: 'Følg din ordre',
    trackingNumber: 'Sporingsnummer',
    refundedSubject: 'Din Bindery-ordre {ref} er refunderet',
    refundedLead: 'Vi kunne ikke trykke din ordre {ref}, så vi har refunderet hele beløbet på {amount}.',
    refundedNext:
      'Pengene bør være på din konto inden for nogle få hverdage. Vi beklager, at din ordre ikke kunne laves.',
  },
  'de-de': {
    shippedSubject: 'Ihre Bindery-Bestellung {ref} ist unterwegs',
    shippedLead:
      'Gute Nachricht: Ihre Bestellung {ref} hat die Druckerei verlassen und ist auf dem Weg zu Ihnen.',
    track: 'Sendung verfolgen',
    noTracking: 'Der Versanddienstleister hat für dieses Paket keine Sendungsnummer angegeben.',
    rejectedSubject: 'Ein Problem beim Druck Ihrer Bindery-Bestellung {ref}',
    rejectedLead: 'Unsere Druckerei konnte Ihre Bestellung {ref} nicht drucken. Als Grund wurde genannt:',
    rejectedNext:
      'Die Druckdateien stammen von uns, also beheben wir das: Wir korrigieren sie und drucken Ihre Bestellung auf unsere Kosten neu oder erstatten Ihnen den vollen Betrag, falls sie sich nicht drucken lässt. Sie müssen nichts tun; wir melden uns innerhalb von zwei Werktagen.',
    follow: 'Bestellung ansehen',
    trackingNumber: 'Sendungsnummer',
    refundedSubject: 'Ihre Bindery-Bestellung {ref} wurde erstattet',
    refundedLead:
      'Wir konnten Ihre Bestellung {ref} nicht drucken und haben Ihnen deshalb {amount} vollständig erstattet.',
    refundedNext:
      'Das Geld sollte innerhalb weniger Werktage auf Ihrem Konto sein. Es tut uns leid, dass Ihre Bestellung nicht gefertigt werden konnte.',
  },
  'es-es': {
    shippedSubject: 'Tu pedido de Bindery {ref} está en camino',
    shippedLead: 'Buenas noticias: tu pedido {ref} ha salido de la imprenta y va de camino.',
    track: 'Seguir tu paquete',
    noTracking: 'La empresa de transporte no ha facilitado un número de seguimiento para este paquete.',
    rejectedSubject: 'Un problema al imprimir tu pedido de Bindery {ref}',
    rejectedLead: 'Nuestra imprenta no ha podido imprimir tu pedido {ref}. El motivo indicado:',
    rejectedNext:
      'Los archivos de impresión son nuestros, así que nos toca a nosotros solucionarlo: los corregiremos y volveremos a imprimir tu pedido a nuestra costa o, si no se puede imprimir, te devolveremos el importe íntegro. No tienes que hacer nada; te escribiremos en un plazo de dos días laborables.',
    follow: 'Ver tu pedido',
    trackingNumber: 'Número de seguimiento',
    refundedSubject: 'Hemos reembolsado tu pedido de Bindery {ref}',
    refundedLead:
      'No hemos podido imprimir tu pedido {ref}, así que te hemos devuelto {amount} íntegramente.',
    refundedNext:
      'El dinero debería llegar a tu cuenta en unos pocos días laborables. Sentimos que no haya sido posible hacer tu pedido.',
  },
  'fi-fi': {
    shippedSubject: 'Bindery-tilauksesi {ref} on matkalla',
    shippedLead: 'Hyviä uutisia: tilauksesi {ref} on lähtenyt painosta ja on matkalla sinulle.',
    track: 'Seuraa pakettiasi',
    noTracking: 'Kuljetusyhtiö ei ole antanut tälle paketille seurantanumeroa.',
    rejectedSubject: 'Ongelma Bindery-tilauksesi {ref} painamisessa',
    rejectedLead: 'Painomme ei voinut painaa tilaustasi {ref}. Syyksi ilmoitettiin:',
    rejectedNext:
      'Painotiedostot ovat meidän, joten korjaamme asian: korjaamme tiedostot ja painamme tilauksesi uudelleen omalla kustannuksellamme, tai jos sitä ei voi painaa, palautamme koko summan. Sinun ei tarvitse tehdä mitään; kirjoitamme sinulle kahden arkipäivän kuluessa.',
    follow: 'Seuraa tilaustasi',
    trackingNumber: 'Seurantanumero',
    refundedSubject: 'Bindery-tilauksesi {ref} on hyvitetty',
    refundedLead:
      'Emme voineet painaa tilaustasi {ref}, joten olemme palauttaneet sinulle koko summan, {amount}.',
    refundedNext:
      'Rahojen pitäisi näkyä tililläsi muutaman arkipäivän kuluessa. Olemme pahoillamme, ettei tilaustasi voitu valmistaa.',
  },
  'fr-fr': {
    shippedSubject: 'Votre commande Bindery {ref} est en route',
    shippedLead: 'Bonne nouvelle : votre commande {ref} a quitté l’imprimerie et est en route.',
    track: 'Suivre votre colis',
    noTracking: 'Le transporteur n’a pas fourni de numéro de suivi pour ce colis.',
    rejectedSubject: 'Un problème d’impression pour votre commande Bindery {ref}',
    rejectedLead: 'Notre imprimeur n’a pas pu imprimer votre commande {ref}. La raison indiquée :',
    rejectedNext:
      'Les fichiers d’impression sont les nôtres, c’est donc à nous de corriger : nous les corrigerons et réimprimerons votre commande à nos frais ou, si elle ne peut pas être imprimée, vous rembourserons intégralement. Vous n’avez rien à faire ; nous vous écrirons sous deux jours ouvrés.',
    follow: 'Suivre votre commande',
    trackingNumber: 'Numéro de suivi',
    refundedSubject: 'Votre commande Bindery {ref} a été remboursée',
    refundedLead:
      'Nous n’avons pas pu imprimer votre commande {ref} : nous vous avons remboursé {amount} intégralement.',
    refundedNext:
      'L’argent devrait arriver sur votre compte d’ici quelques jours ouvrés. Nous sommes désolés que votre commande n’ait pas pu être réalisée.',
  },
  'it-it': {
    shippedSubject: 'Il tuo ordine Bindery {ref} è in viaggio',
    shippedLead: 'Buone notizie: il tuo ordine {ref} ha lasciato la tipografia ed è in viaggio verso di te.',
    track: 'Traccia il pacco',
    noTracking: 'Il corriere non ha fornito un numero di tracciamento per questo pacco.',
    rejectedSubject: 'Un problema nella stampa del tuo ordine Bindery {ref}',
    rejectedLead: 'La nostra tipografia non ha potuto stampare il tuo ordine {ref}. Il motivo indicato:',
    rejectedNext:
      'I file di stampa sono nostri, quindi tocca a noi rimediare: li correggeremo e ristamperemo il tuo ordine a nostre spese oppure, se non è stampabile, ti rimborseremo l’intero importo. Non devi fare nulla; ti scriveremo entro due giorni lavorativi.',
    follow: 'Segui il tuo ordine',
    trackingNumber: 'Numero di tracciamento',
    refundedSubject: 'Il tuo ordine Bindery {ref} è stato rimborsato',
    refundedLead:
      'Non abbiamo potuto stampare il tuo ordine {ref}, quindi ti abbiamo rimborsato per intero {amount}.',
    refundedNext:
      'Il denaro dovrebbe arrivare sul tuo conto entro pochi giorni lavorativi. Ci dispiace che il tuo ordine non sia stato realizzato.',
  },
  'nb-no': {
    shippedSubject: 'Bindery-bestillingen din {ref} er på vei',
    shippedLead: 'Gode nyheter: bestillingen din {ref} har forlatt trykkeriet og er på vei til deg.',
    track: 'Spor pakken din',
    noTracking: 'Transportøren har ikke oppgitt et sporingsnummer for denne pakken.',
    rejectedSubject: 'Et problem med trykkingen av Bindery-bestillingen din {ref}',
    rejectedLead: 'Trykkeriet vårt kunne ikke trykke bestillingen din {ref}. Begrunnelsen var:',
    rejectedNext:
      'Trykkfilene er våre, så det er vi som retter feilen: vi retter dem og trykker bestillingen din på nytt for vår regning, eller refunderer hele beløpet hvis den ikke kan trykkes. Du trenger ikke gjøre noe; vi skriver til deg innen to virkedager.',
    follow: 'Følg bestillingen din',
    trackingNumber: 'Sporingsnummer',
    refundedSubject: 'Bindery-bestillingen din {ref} er refundert',
    refundedLead:
      'Vi kunne ikke trykke bestillingen din {ref}, så vi har refundert hele beløpet på {amount}.',
    refundedNext:
      'Pengene bør være på kontoen din innen noen få virkedager. Vi beklager at bestillingen din ikke kunne lages.',
  },
  'nl-nl': {
    shippedSubject: 'Je Bindery-bestelling {ref} is onderweg',
    shippedLead: 'Goed nieuws: je bestelling {ref} heeft de drukkerij verlaten en is onderweg naar je.',
    track: 'Volg je pakket',
    noTracking: 'De vervoerder heeft voor dit pakket geen trackingnummer gegeven.',
    rejectedSubject: 'Een probleem bij het drukken van je Bindery-bestelling {ref}',
    rejectedLead: 'Onze drukker kon je bestelling {ref} niet drukken. De opgegeven reden:',
    rejectedNext:
      'De drukbestanden zijn van ons, dus wij lossen dit op: we corrigeren ze en drukken je bestelling op onze kosten opnieuw, of betalen het volledige bedrag terug als hij niet te drukken is. Je hoeft niets te doen; we schrijven je binnen twee werkdagen.',
    follow: 'Volg je bestelling',
    trackingNumber: 'Trackingnummer',
    refundedSubject: 'Je Bindery-bestelling {ref} is terugbetaald',
    refundedLead:
      'We konden je bestelling {ref} niet drukken, dus we hebben {amount} volledig aan je terugbetaald.',
    refundedNext:
      'Het geld staat binnen een paar werkdagen op je rekening. Het spijt ons dat je bestelling niet gemaakt kon worden.',
  },
  'pl-pl': {
    shippedSubject: 'Twoje zamówienie Bindery {ref} jest w drodze',
    shippedLead: 'Dobra wiadomość: Twoje zamówienie {ref} opuściło drukarnię i jest w drodze do Ciebie.',
    track: 'Śledź przesyłkę',
    noTracking: 'Przewoźnik nie podał numeru przesyłki dla tej paczki.',
    rejectedSubject: 'Problem z drukiem Twojego zamówienia Bindery {ref}',
    rejectedLead: 'Nasza drukarnia nie mogła wydrukować Twojego zamówienia {ref}. Podany powód:',
    rejectedNext:
      'Pliki do druku przygotowaliśmy my, więc to my naprawimy problem: poprawimy je i wydrukujemy zamówienie ponownie na nasz koszt, a jeśli nie da się go wydrukować, zwrócimy całą kwotę. Nie musisz nic robić; napiszemy do Ciebie w ciągu dwóch dni roboczych.',
    follow: 'Śledź zamówienie',
    trackingNumber: 'Numer przesyłki',
    refundedSubject: 'Zwróciliśmy pieniądze za zamówienie Bindery {ref}',
    refundedLead:
      'Nie mogliśmy wydrukować Twojego zamówienia {ref}, więc zwróciliśmy Ci całą kwotę {amount}.',
    refundedNext:
      'Pieniądze powinny wpłynąć na Twoje konto w ciągu kilku dni roboczych. Przepraszamy, że nie udało się zrealizować zamówienia.',
  },
  'pt-pt': {
    shippedSubject: 'A sua encomenda Bindery {ref} está a caminho',
    shippedLead: 'Boas notícias: a sua encomenda {ref} saiu da gráfica e está a caminho.',
    track: 'Seguir a sua encomenda postal',
    noTracking: 'A transportadora não indicou um número de seguimento para esta encomenda.',
    rejectedSubject: 'Um problema na impressão da sua encomenda Bindery {ref}',
    rejectedLead: 'A nossa gráfica não conseguiu imprimir a sua encomenda {ref}. O motivo indicado:',
    rejectedNext:
      'Os ficheiros de impressão são nossos, por isso cabe-nos a nós resolver: vamos corrigi-los e voltar a imprimir a sua encomenda a nosso cargo ou, se não for possível imprimi-la, reembolsá-lo na totalidade. Não precisa de fazer nada; escrevemos-lhe no prazo de dois dias úteis.',
    follow: 'Acompanhar a encomenda',
    trackingNumber: 'Número de seguimento',
    refundedSubject: 'A sua encomenda Bindery {ref} foi reembolsada',
    refundedLead:
      'Não conseguimos imprimir a sua encomenda {ref}, por isso reembolsámos {amount} na totalidade.',
    refundedNext:
      'O dinheiro deverá chegar à sua conta dentro de poucos dias úteis. Lamentamos que não tenha sido possível fazer a sua encomenda.',
  },
  'sv-se': {
    shippedSubject: 'Din Bindery-beställning {ref} är på väg',
    shippedLead: 'Goda nyheter: din beställning {ref} har lämnat tryckeriet och är på väg till dig.',
    track: 'Spåra ditt paket',
    noTracking: 'Transportören har inte angett något spårningsnummer för det här paketet.',
    rejectedSubject: 'Ett problem med tryckningen av din Bindery-beställning {ref}',
    rejectedLead: 'Vårt tryckeri kunde inte trycka din beställning {ref}. Skälet som angavs:',
    rejectedNext:
      'Tryckfilerna är våra, så det är vi som rättar till det: vi korrigerar dem och trycker din beställning igen på vår bekostnad, eller återbetalar hela beloppet om den inte går att trycka. Du behöver inte göra något; vi skriver till dig inom två arbetsdagar.',
    follow: 'Följ din beställning',
    trackingNumber: 'Spårningsnummer',
    refundedSubject: 'Din Bindery-beställning {ref} har återbetalats',
    refundedLead:
      'Vi kunde inte trycka din beställning {ref}, så vi har betalat tillbaka hela beloppet på {amount}.',
    refundedNext:
      'Pengarna bör finnas på ditt konto inom några arbetsdagar. Vi beklagar att din beställning inte kunde göras.',
  },
};

/** The order's locale's copy: its exact tag, else the first of its language, else English. */
export function copyFor(locale: string): Copy {
  const tag = locale.toLowerCase();
  const lang = tag.split('-')[0];
  const key =
    Object.keys(PARTNER_MAIL_COPY).find((k) => k === tag) ??
    Object.keys(PARTNER_MAIL_COPY).find((k) => k.split('-')[0] === lang) ??
    'en';
  return PARTNER_MAIL_COPY[key]!;
}
