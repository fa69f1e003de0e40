import type { EmailWords } from './types.js';

const printedCopyOf = (title: string | null) => (title ? `ejemplar impreso de «${title}»` : 'libro impreso');
const stories = (n: number) => (n === 1 ? 'un cuento' : `${n} cuentos`);

export const es: EmailWords = {
  locale: 'es-ES',
  accountFooter: 'Recibes este correo por algo que hiciste en tu cuenta de StorySprout.',
  facts: {
    item: 'Artículo',
    creditsAdded: 'Créditos añadidos',
    paid: 'Pagado',
    date: 'Fecha',
    receiptNumber: 'Número de recibo',
    order: 'Pedido',
    giftCode: 'Código de regalo',
    yourGiftCode: 'Tu código de regalo',
    trackingNumber: 'Número de seguimiento',
  },
  storyReady: {
    subject: (title) => `«${title}» ya se puede leer`,
    heading: 'Tu cuento está listo',
    body: (title) => `Todas las páginas de «${title}» están dibujadas. Te espera en tu biblioteca.`,
    button: 'Léelo ahora',
    closing: 'Feliz lectura esta noche.',
  },
  creditsReceipt: {
    subject: 'Tu recibo de StorySprout',
    heading: 'Gracias por tu compra',
    body: (n) =>
      n === 1
        ? 'Tu crédito para un cuento ya está en tu cuenta, listo para el próximo cuento.'
        : `Tus ${n} créditos para cuentos ya están en tu cuenta, listos para el próximo cuento.`,
    button: 'Ver todas tus compras',
  },
  giftReceipt: {
    subject: 'Tu regalo de StorySprout está listo para regalar',
    heading: 'Gracias por regalar un cuento',
    body: (recipient, n) =>
      `Aquí tienes el código de regalo para ${recipient}: ${stories(n)} para crear juntos.`,
    byHand:
      'Entrega el código en mano o en una tarjeta: se introduce al registrarse o en la página de la cuenta.',
    emailOn: (recipient, day) => `Se lo enviaremos por correo a ${recipient} el ${day}.`,
    emailed: (recipient) => `También se lo hemos enviado por correo a ${recipient}.`,
    item: (n) => `Regalo: cuento digital × ${n}`,
    button: 'Ver los regalos que has hecho',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Alguien'} te ha regalado ${n === 1 ? 'un cuento' : `${n} cuentos`} en StorySprout`,
    heading: (recipient) => `Un regalo para ti, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Alguien que te quiere'} te ha regalado ${n === 1 ? 'un cuento ilustrado y personalizado' : `${n} cuentos ilustrados y personalizados`} para crear para los niños de tu vida.`,
    howTo:
      'Para usarlo, crea una cuenta gratuita y escribe el código en «¿Tienes un código de regalo?». ¿Ya tienes cuenta? Abre la página de tu cuenta y elige «Canjear un regalo». El código sirve una sola vez.',
    button: 'Canjea tu regalo',
    footer: 'Recibes este correo porque alguien te compró un regalo de StorySprout y nos dio esta dirección.',
  },
  print: {
    confirmationSubject: (title) => `Tu ${printedCopyOf(title)} está pedido`,
    confirmationHeading: 'Tu libro va camino de la imprenta',
    confirmationBody: (title) =>
      `¡Gracias! Hemos recibido tu pedido de un ${printedCopyOf(title)}. Te escribiremos de nuevo cuando se envíe.`,
    followButton: 'Sigue tu pedido',
    shippedSubject: (title) => (title ? `«${title}» ya se ha enviado` : 'Tu libro impreso ya se ha enviado'),
    shippedHeading: 'Tu libro ya se ha enviado',
    shippedBody: (title) => `Tu ${printedCopyOf(title)} está en camino.`,
    trackButton: 'Sigue tu paquete',
    seeOrderButton: 'Ver tu pedido',
  },
  accountDeleted: {
    subject: 'Tu cuenta de StorySprout se ha eliminado',
    heading: 'Tu cuenta se ha eliminado',
    body: 'Tu cuenta de StorySprout y todo lo que contenía, tus libros, personajes y fotos, se han eliminado. Los registros de pagos se conservan sin tu nombre, como exige la ley.',
    closing: 'Gracias por los cuentos que creaste con nosotros. Siempre serás bienvenido de nuevo.',
    footer: 'Este es el último correo que enviamos a esta dirección sobre tu cuenta.',
  },
  newsletterConfirm: {
    subject: 'Confirma tu suscripción al boletín de StorySprout',
    heading: 'Un toque para confirmar',
    body: 'Alguien, esperamos que tú, pidió el boletín de StorySprout en esta dirección. Toca el botón para confirmar y te añadiremos.',
    button: 'Sí, suscribirme',
    ignore: 'Si no fuiste tú, ignora este correo: no añadiremos la dirección.',
    footer: 'Recibes este correo porque esta dirección se escribió en storysprout.',
  },
  newsletterWelcome: {
    subject: 'Te damos la bienvenida al boletín de StorySprout',
    heading: 'Ya estás en la lista',
    body: 'Gracias por unirte. Unas cuantas veces por temporada te enviaremos ideas para cuentos, nuevos estilos de ilustración y consejos para la hora de dormir.',
    button: 'Crea un cuento',
    footer: 'Recibes esto porque te suscribiste al boletín de StorySprout.',
    unsubscribe: 'Darse de baja con un clic',
  },
};
