import { type Locale, LOCALES } from '../../contract/locale/locales';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Copy {
  confirmSubject: string;
  /** The sign-up's own confirmation mail (server/auth/claim.ts): the one link that keeps its keys. */
  confirmLead: string;
  confirmAction: string;
  notMe: string;
  notMeAction: string;
  removedSubject: string;
  /** Proving the address removed a password or passkey set up before (README "Sign-in and accounts"). */
  removedLead: string;
  removedHow: string;
  removedAction: string;
}

/** The two e-mails of claiming an address, in every locale the web app speaks (en-gb and en-us read en). */
export const CLAIM_MAIL_COPY: Record<string, Copy> = {
  en: {
    confirmSubject: 'Confirm your Bindery account',
    confirmLead:
      'Someone, we hope you, has just created a Bindery account with this address. If it was you, confirm the address with this link: it keeps the password or passkey you chose, and works once, for 48 hours.',
    confirmAction: 'Yes, I made this account',
    notMe:
      'If it was not you, do not use that link. This one signs you in, removes the password or passkey the other person chose and signs them out. Or ignore this e-mail: the first time you sign in with an e-mailed link, the same happens.',
    notMeAction: 'It was not me: remove their password',
    removedSubject: 'A password was removed from your Bindery account',
    removedLead:
      'You have just proved that this address is yours. Before you did, a password or passkey had been set up for the account, perhaps by someone else, so we removed it and signed out every other device.',
    removedHow:
      'If it was yours, or you would like one now, set your own password or add a passkey in your account settings.',
    removedAction: 'Open account settings',
  },
  'da-dk': {
    confirmSubject: 'Bekræft din Bindery-konto',
    confirmLead:
      'Nogen, forhåbentlig dig, har lige oprettet en Bindery-konto med denne adresse. Hvis det var dig, så bekræft adressen med dette link: det beholder den adgangskode eller adgangsnøgle, du valgte, og virker én gang i 48 timer.',
    confirmAction: 'Ja, jeg har oprettet kontoen',
    notMe:
      'Hvis det ikke var dig, så brug ikke det link. Dette link logger dig ind, fjerner den adgangskode eller adgangsnøgle, den anden person valgte, og logger vedkommende ud. Du kan også ignorere denne e-mail: det samme sker, første gang du logger ind med et link fra en e-mail.',
    notMeAction: 'Det var ikke mig: fjern adgangskoden',
    removedSubject: 'En adgangskode er fjernet fra din Bindery-konto',
    removedLead:
      'Du har lige bevist, at denne adresse er din. Inden da var der oprettet en adgangskode eller adgangsnøgle til kontoen, måske af en anden, så vi har fjernet den og logget alle andre enheder ud.',
    removedHow:
      'Hvis den var din, eller hvis du vil have en nu, kan du vælge din egen adgangskode eller tilføje en adgangsnøgle under kontoindstillinger.',
    removedAction: 'Åbn kontoindstillinger',
  },
  'de-de': {
    confirmSubject: 'Bestätige dein Bindery-Konto',
    confirmLead:
      'Jemand, hoffentlich du, hat gerade mit dieser Adresse ein Bindery-Konto angelegt. Wenn du es warst, bestätige die Adresse mit diesem Link: Das gewählte Passwort oder der Passkey bleibt erhalten. Der Link funktioniert einmal, 48 Stunden lang.',
    confirmAction: 'Ja, ich habe dieses Konto angelegt',
    notMe:
      'Wenn du es nicht warst, verwende diesen Link nicht. Dieser hier meldet dich an, entfernt das Passwort oder den Passkey der anderen Person und meldet sie ab. Du kannst diese E-Mail auch ignorieren: Dasselbe geschieht, wenn du dich zum ersten Mal mit einem Link aus einer E-Mail anmeldest.',
    notMeAction: 'Das war ich nicht: Passwort entfernen',
    removedSubject: 'Ein Passwort wurde aus deinem Bindery-Konto entfernt',
    removedLead:
      'Du hast gerade bestätigt, dass diese Adresse dir gehört. Davor war für das Konto ein Passwort oder Passkey eingerichtet worden, vielleicht von jemand anderem. Wir haben es entfernt und alle anderen Geräte abgemeldet.',
    removedHow:
      'Wenn es deins war oder du jetzt eins möchtest, lege in deinen Kontoeinstellungen ein eigenes Passwort fest oder füge einen Passkey hinzu.',
    removedAction: 'Kontoeinstellungen öffnen',
  },
  'es-es': {
    confirmSubject: 'Confirma tu cuenta de Bindery',
    confirmLead:
      'Alguien, esperamos que tú, acaba de crear una cuenta de Bindery con esta dirección. Si has sido tú, confirma la dirección con este enlace: conserva la contraseña o la llave de acceso que elegiste y funciona una vez, durante 48 horas.',
    confirmAction: 'Sí, he creado esta cuenta',
    notMe:
      'Si no has sido tú, no uses ese enlace. Este te inicia sesión, elimina la contraseña o la llave de acceso que eligió la otra persona y cierra su sesión. También puedes ignorar este correo: lo mismo ocurrirá la primera vez que inicies sesión con un enlace enviado por correo.',
    notMeAction: 'No he sido yo: eliminar su contraseña',
    removedSubject: 'Se ha eliminado una contraseña de tu cuenta de Bindery',
    removedLead:
      'Acabas de demostrar que esta dirección es tuya. Antes, se había configurado una contraseña o una llave de acceso para la cuenta, quizá otra persona, así que la hemos eliminado y hemos cerrado la sesión en todos los demás dispositivos.',
    removedHow:
      'Si era tuya, o quieres una ahora, elige tu propia contraseña o añade una llave de acceso en los ajustes de tu cuenta.',
    removedAction: 'Abrir los ajustes de la cuenta',
  },
  'fi-fi': {
    confirmSubject: 'Vahvista Bindery-tilisi',
    confirmLead:
      'Joku, toivottavasti sinä, loi juuri Bindery-tilin tällä osoitteella. Jos se olit sinä, vahvista osoite tällä linkillä: valitsemasi salasana tai pääsyavain säilyy. Linkki toimii kerran, 48 tunnin ajan.',
    confirmAction: 'Kyllä, loin tämän tilin',
    notMe:
      'Jos se et ollut sinä, älä käytä sitä linkkiä. Tämä linkki kirjaa sinut sisään, poistaa toisen henkilön valitseman salasanan tai pääsyavaimen ja kirjaa hänet ulos. Voit myös jättää tämän viestin huomiotta: sama tapahtuu, kun kirjaudut ensimmäisen kerran sähköpostilinkillä.',
    notMeAction: 'Se en ollut minä: poista salasana',
    removedSubject: 'Bindery-tililtäsi poistettiin salasana',
    removedLead:
      'Osoitit juuri, että tämä osoite on sinun. Sitä ennen tilille oli asetettu salasana tai pääsyavain, ehkä jonkun muun toimesta, joten poistimme sen ja kirjasimme kaikki muut laitteet ulos.',
    removedHow:
      'Jos se oli sinun tai haluat sellaisen nyt, aseta oma salasana tai lisää pääsyavain tilisi asetuksissa.',
    removedAction: 'Avaa tilin asetukset',
  },
  'fr-fr': {
    confirmSubject: 'Confirmez votre compte Bindery',
    confirmLead:
      'Quelqu’un, vous espérons-le, vient de créer un compte Bindery avec cette adresse. Si c’était vous, confirmez l’adresse avec ce lien : il conserve le mot de passe ou la clé d’accès choisis et fonctionne une fois, pendant 48 heures.',
    confirmAction: 'Oui, j’ai créé ce compte',
    notMe:
      'Si ce n’était pas vous, n’utilisez pas ce lien. Celui-ci vous connecte, supprime le mot de passe ou la clé d’accès choisis par l’autre personne et la déconnecte. Vous pouvez aussi ignorer cet e-mail : la même chose se produira la première fois que vous vous connecterez avec un lien reçu par e-mail.',
    notMeAction: 'Ce n’était pas moi : supprimer son mot de passe',
    removedSubject: 'Un mot de passe a été supprimé de votre compte Bindery',
    removedLead:
      'Vous venez de prouver que cette adresse est la vôtre. Auparavant, un mot de passe ou une clé d’accès avait été créé pour ce compte, peut-être par quelqu’un d’autre : nous l’avons supprimé et avons déconnecté tous les autres appareils.',
    removedHow:
      'Si c’était le vôtre, ou si vous en voulez un maintenant, choisissez votre propre mot de passe ou ajoutez une clé d’accès dans les paramètres de votre compte.',
    removedAction: 'Ouvrir les paramètres du compte',
  },
  'it-it': {
    confirmSubject: 'Conferma il tuo account Bindery',
    confirmLead:
      'Qualcuno, speriamo tu, ha appena creato un account Bindery con questo indirizzo. Se sei stato tu, conferma l’indirizzo con questo link: mantiene la password o la passkey che hai scelto e funziona una volta, per 48 ore.',
    confirmAction: 'Sì, ho creato io questo account',
    notMe:
      'Se non sei stato tu, non usare quel link. Questo ti fa accedere, rimuove la password o la passkey scelta dall’altra persona e la disconnette. Oppure ignora questa e-mail: succederà lo stesso la prima volta che accedi con un link ricevuto per e-mail.',
    notMeAction: 'Non sono stato io: rimuovi la sua password',
    removedSubject: 'È stata rimossa una password dal tuo account Bindery',
    removedLead:
      'Hai appena dimostrato che questo indirizzo è tuo. Prima, per l’account era stata impostata una password o una passkey, forse da qualcun altro: l’abbiamo rimossa e abbiamo disconnesso tutti gli altri dispositivi.',
    removedHow:
      'Se era tua, o ne vuoi una ora, imposta la tua password o aggiungi una passkey nelle impostazioni dell’account.',
    removedAction: 'Apri le impostazioni dell’account',
  },
  'nb-no': {
    confirmSubject: 'Bekreft Bindery-kontoen din',
    confirmLead:
      'Noen, forhåpentligvis du, har nettopp opprettet en Bindery-konto med denne adressen. Hvis det var deg, bekrefter du adressen med denne lenken: den beholder passordet eller passnøkkelen du valgte, og virker én gang, i 48 timer.',
    confirmAction: 'Ja, jeg opprettet denne kontoen',
    notMe:
      'Hvis det ikke var deg, ikke bruk den lenken. Denne logger deg inn, fjerner passordet eller passnøkkelen den andre personen valgte, og logger vedkommende ut. Du kan også se bort fra denne e-posten: det samme skjer første gang du logger inn med en lenke fra e-post.',
    notMeAction: 'Det var ikke meg: fjern passordet',
    removedSubject: 'Et passord er fjernet fra Bindery-kontoen din',
    removedLead:
      'Du har nettopp bevist at denne adressen er din. Før det var det satt opp et passord eller en passnøkkel for kontoen, kanskje av noen andre, så vi har fjernet det og logget ut alle andre enheter.',
    removedHow:
      'Hvis det var ditt, eller du vil ha et nå, kan du velge ditt eget passord eller legge til en passnøkkel i kontoinnstillingene.',
    removedAction: 'Åpne kontoinnstillinger',
  },
  'nl-nl': {
    confirmSubject: 'Bevestig je Bindery-account',
    confirmLead:
      'Iemand, hopelijk jij, heeft zojuist een Bindery-account met dit adres aangemaakt. Was jij het, bevestig het adres dan met deze link: het gekozen wachtwoord of de passkey blijft behouden. De link werkt één keer, 48 uur lang.',
    confirmAction: 'Ja, ik heb dit account aangemaakt',
    notMe:
      'Was jij het niet, gebruik die link dan niet. Deze link meldt je aan, verwijdert het wachtwoord of de passkey van de ander en meldt die persoon af. Je kunt deze e-mail ook negeren: hetzelfde gebeurt de eerste keer dat je inlogt met een link uit een e-mail.',
    notMeAction: 'Dat was ik niet: verwijder het wachtwoord',
    removedSubject: 'Er is een wachtwoord van je Bindery-account verwijderd',
    removedLead:
      'Je hebt zojuist bewezen dat dit adres van jou is. Daarvoor was er voor het account een wachtwoord of passkey ingesteld, misschien door iemand anders. We hebben die verwijderd en alle andere apparaten afgemeld.',
    removedHow:
      'Was het van jou, of wil je er nu een, stel dan je eigen wachtwoord in of voeg een passkey toe in je accountinstellingen.',
    removedAction: 'Accountinstellingen openen',
  },
  'pl-pl': {
    confirmSubject: 'Potwierdź swoje konto Bindery',
    confirmLead:
      'Ktoś, mamy nadzieję, że Ty, właśnie założył konto Bindery z tym adresem. Jeśli to Ty, potwierdź adres tym linkiem: zachowa wybrane hasło lub klucz dostępu i działa raz, przez 48 godzin.',
    confirmAction: 'Tak, to ja założyłem to konto',
    notMe:
      'Jeśli to nie Ty, nie używaj tamtego linku. Ten link zaloguje Cię, usunie hasło lub klucz dostępu wybrany przez tę drugą osobę i ją wyloguje. Możesz też zignorować tę wiadomość: to samo stanie się, gdy pierwszy raz zalogujesz się linkiem z e-maila.',
    notMeAction: 'To nie ja: usuń to hasło',
    removedSubject: 'Z Twojego konta Bindery usunięto hasło',
    removedLead:
      'Właśnie potwierdziłeś, że ten adres należy do Ciebie. Wcześniej dla konta ustawiono hasło lub klucz dostępu, być może zrobił to ktoś inny, więc je usunęliśmy i wylogowaliśmy wszystkie inne urządzenia.',
    removedHow:
      'Jeśli było Twoje albo chcesz je mieć teraz, ustaw własne hasło lub dodaj klucz dostępu w ustawieniach konta.',
    removedAction: 'Otwórz ustawienia konta',
  },
  'pt-pt': {
    confirmSubject: 'Confirme a sua conta Bindery',
    confirmLead:
      'Alguém, esperamos que tenha sido o próprio, acabou de criar uma conta Bindery com este endereço. Se foi o próprio, confirme o endereço com esta ligação: mantém a palavra-passe ou a chave de acesso que escolheu e funciona uma vez, durante 48 horas.',
    confirmAction: 'Sim, criei esta conta',
    notMe:
      'Se não foi o próprio, não use essa ligação. Esta inicia a sua sessão, remove a palavra-passe ou a chave de acesso que a outra pessoa escolheu e termina a sessão dela. Também pode ignorar este e-mail: o mesmo acontece na primeira vez que iniciar sessão com uma ligação enviada por e-mail.',
    notMeAction: 'Não fui eu: remover a palavra-passe',
    removedSubject: 'Foi removida uma palavra-passe da sua conta Bindery',
    removedLead:
      'Acabou de provar que este endereço é seu. Antes disso, tinha sido definida uma palavra-passe ou uma chave de acesso para a conta, talvez por outra pessoa, por isso removemo-la e terminámos a sessão em todos os outros dispositivos.',
    removedHow:
      'Se era sua, ou se quiser uma agora, defina a sua própria palavra-passe ou adicione uma chave de acesso nas definições da conta.',
    removedAction: 'Abrir as definições da conta',
  },
  'sv-se': {
    confirmSubject: 'Bekräfta ditt Bindery-konto',
    confirmLead:
      'Någon, förhoppningsvis du, har precis skapat ett Bindery-konto med den här adressen. Om det var du, bekräfta adressen med den här länken: den behåller lösenordet eller nyckeln du valde och fungerar en gång, i 48 timmar.',
    confirmAction: 'Ja, jag skapade kontot',
    notMe:
      'Om det inte var du, använd inte den länken. Den här loggar in dig, tar bort lösenordet eller nyckeln som den andra personen valde och loggar ut hen. Du kan också strunta i det här mejlet: samma sak händer första gången du loggar in med en länk från ett mejl.',
    notMeAction: 'Det var inte jag: ta bort lösenordet',
    removedSubject: 'Ett lösenord har tagits bort från ditt Bindery-konto',
    removedLead:
      'Du har precis visat att den här adressen är din. Innan dess hade ett lösenord eller en nyckel lagts till för kontot, kanske av någon annan, så vi har tagit bort det och loggat ut alla andra enheter.',
    removedHow:
      'Om det var ditt, eller om du vill ha ett nu, välj ett eget lösenord eller lägg till en nyckel i kontoinställningarna.',
    removedAction: 'Öppna kontoinställningarna',
  },
};

/** The copy for a locale: its exact tag, else the first of its language, else English. */
export function claimCopyFor(locale: string | undefined): Copy {
  const tag = (locale ?? 'en').toLowerCase();
  const lang = tag.split('-')[0];
  const keys = Object.keys(CLAIM_MAIL_COPY);
  const key = keys.find((k) => k === tag) ?? keys.find((k) => k.split('-')[0] === lang) ?? 'en';
  return CLAIM_MAIL_COPY[key] ?? (CLAIM_MAIL_COPY.en as Copy);
}

/**
 * The app's locale the browser asks for first (its Accept-Language), for e-mails sent because of
 * that request; undefined when it names none of them.
 */
export function mailLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag || tag === '*') continue;
    const exact = LOCALES.find((l) => l === tag);
    if (exact) return exact;
    const lang = tag.split('-')[0];
    const same = LOCALES.find((l) => l.split('-')[0] === lang);
    if (same) return same;
  }
  return undefined;
}

function paragraphs(to: string, subject: string, parts: Array<string | [string, string]>): MailMessage {
  const link = parts.find((p): p is [string, string] => Array.isArray(p))?.[1];
  const text = parts.map((p) => (Array.isArray(p) ? `${p[0]}: ${p[1]}` : p)).join('\n\n');
  const html = parts
    .map((p) =>
      Array.isArray(p)
        ? `<p><a href="${escapeHtml(p[1])}">${escapeHtml(p[0])}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('');
  return { to, subject, text: `${text}\n`, html, ...(link ? { link } : {}) };
}

/** Mailed at a password or passkey sign-up: confirm (keeps what was chosen), or "it was not me". */
export function signUpConfirmMail(
  locale: string | undefined,
  to: string,
  confirmLink: string,
  notMeLink: string,
): MailMessage {
  const c = claimCopyFor(locale);
  return paragraphs(to, c.confirmSubject, [
    c.confirmLead,
    [c.confirmAction, confirmLink],
    c.notMe,
    [c.notMeAction, notMeLink],
  ]);
}

/** Mailed when proving the address removed a password or passkey set up before (claim.ts). */
export function keysRemovedMail(locale: string | undefined, to: string, settingsLink: string): MailMessage {
  const c = claimCopyFor(locale);
  return paragraphs(to, c.removedSubject, [c.removedLead, c.removedHow, [c.removedAction, settingsLink]]);
}
