import type { Language } from '../../../contract/story.js';

/**
 * What the Gemini stand-in's storyteller answers (standInBook.ts): one short story, written in
 * each language a book may be in, about the book's main character (`name`). The title and
 * paragraphs are in the book's language, accents and all; the legends stay English, as the
 * real prompt asks (storyLanguage.ts), so the illustrator reads them.
 */
export interface StandInStory {
  title: string;
  paragraphs: string[];
}

export const STAND_IN_STORIES: Record<Language, (name: string) => StandInStory> = {
  en: (n) => ({
    title: `${n} and the Lantern Garden`,
    paragraphs: [
      `${n} loved the little garden behind the house, where the sunflowers nodded hello.`,
      `One morning, ${n} found a small golden lantern hidden under the leaves of the old apple tree.`,
      `"Whose can it be?" wondered ${n}, turning it gently round and round.`,
      `By the hedge, a shy little hedgehog was sniffing the ground, looking very worried.`,
      `"Is this your lantern?" asked ${n}. The hedgehog nodded, its eyes shining.`,
      `Without it, the hedgehog could not find the way home when evening came.`,
      `${n} would have liked to keep it, but thought of the little hedgehog's worry and gave it back with a big smile.`,
      `Together they walked under the stars, and the lantern lit the path all the way to the burrow.`,
      `"Thank you, ${n}!" whispered the hedgehog. Being kind felt like lighting a little light inside.`,
      `That night ${n} fell asleep peacefully, and out in the garden the lantern glowed softly.`,
    ],
  }),
  fr: (n) => ({
    title: `${n} et le jardin des lanternes`,
    paragraphs: [
      `${n} adorait le petit jardin derrière la maison, où les tournesols disaient bonjour en se balançant.`,
      `Un matin, ${n} découvrit une petite lanterne dorée cachée sous les feuilles du vieux pommier.`,
      `« À qui peut-elle bien être ? » se demanda ${n} en la tournant doucement entre ses mains.`,
      `Près de la haie, un hérisson tout timide reniflait le sol, l’air très inquiet.`,
      `« C’est ta lanterne ? » demanda ${n}. Le hérisson hocha la tête, les yeux brillants.`,
      `Sans elle, il ne retrouvait plus le chemin de sa maison quand le soir tombait.`,
      `${n} aurait bien aimé la garder, mais en pensant à la peur du petit hérisson, ${n} la lui rendit avec un grand sourire.`,
      `Ensemble, ils marchèrent sous les étoiles, et la lanterne éclaira le sentier jusqu’à son terrier.`,
      `« Merci, ${n} ! » chuchota le hérisson. Être gentil, c’était comme allumer une petite lumière dans le cœur.`,
      `Ce soir-là, ${n} s’endormit paisiblement, et dans le jardin, la lanterne brillait doucement.`,
    ],
  }),
  es: (n) => ({
    title: `${n} y el jardín de las linternas`,
    paragraphs: [
      `A ${n} le encantaba el pequeño jardín detrás de la casa, donde los girasoles saludaban con la cabeza.`,
      `Una mañana, ${n} encontró una linterna dorada escondida bajo las hojas del viejo manzano.`,
      `—¿De quién será? —se preguntó ${n}, girándola con cuidado entre las manos.`,
      `Junto al seto, un erizo muy tímido olfateaba el suelo con cara de preocupación.`,
      `—¿Es tu linterna? —preguntó ${n}. El erizo asintió con los ojitos brillantes.`,
      `Sin ella, no sabía volver a casa cuando caía la noche.`,
      `${n} quería quedársela, pero pensó en el miedo del pequeño erizo y se la devolvió con una gran sonrisa.`,
      `Juntos caminaron bajo las estrellas, y la linterna iluminó el sendero hasta su madriguera.`,
      `—¡Gracias, ${n}! —susurró el erizo. Ser amable era como encender una lucecita en el corazón.`,
      `Esa noche, ${n} se durmió tranquilamente, y en el jardín la linterna brillaba con suavidad.`,
    ],
  }),
  de: (n) => ({
    title: `${n} und der Laternengarten`,
    paragraphs: [
      `${n} liebte den kleinen Garten hinter dem Haus, wo die Sonnenblumen freundlich nickten.`,
      `Eines Morgens fand ${n} eine kleine goldene Laterne unter den Blättern des alten Apfelbaums.`,
      `„Wem gehört sie wohl?“, fragte sich ${n} und drehte sie vorsichtig in den Händen.`,
      `An der Hecke schnupperte ein schüchterner Igel am Boden und sah sehr besorgt aus.`,
      `„Ist das deine Laterne?“, fragte ${n}. Der Igel nickte mit glänzenden Augen.`,
      `Ohne sie fand er abends den Weg nach Hause nicht mehr.`,
      `${n} hätte sie gern behalten, dachte aber an die Sorgen des kleinen Igels und gab sie ihm mit einem großen Lächeln zurück.`,
      `Zusammen gingen sie unter den Sternen, und die Laterne leuchtete ihnen den Weg bis zu seinem Bau.`,
      `„Danke, ${n}!“, flüsterte der Igel. Freundlich sein war, wie ein kleines Licht im Herzen anzuzünden.`,
      `An diesem Abend schlief ${n} friedlich ein, und draußen im Garten leuchtete die Laterne sanft.`,
    ],
  }),
  pt: (n) => ({
    title: `${n} e o jardim das lanternas`,
    paragraphs: [
      `${n} adorava o pequeno jardim atrás de casa, onde os girassóis acenavam com a cabeça.`,
      `Certa manhã, ${n} encontrou uma lanterna dourada escondida sob as folhas da velha macieira.`,
      `— De quem será? — perguntou-se ${n}, virando-a com cuidado nas mãos.`,
      `Junto à sebe, um ouriço muito tímido farejava o chão, com ar preocupado.`,
      `— Esta lanterna é tua? — perguntou ${n}. O ouriço acenou, com os olhinhos a brilhar.`,
      `Sem ela, não conseguia encontrar o caminho de casa quando a noite caía.`,
      `${n} bem que gostaria de ficar com ela, mas pensou no medo do pequeno ouriço e devolveu-a com um grande sorriso.`,
      `Juntos, caminharam sob as estrelas, e a lanterna iluminou o caminho até à toca.`,
      `— Obrigado, ${n}! — sussurrou o ouriço. Ser gentil era como acender uma luzinha no coração.`,
      `Nessa noite, ${n} adormeceu tranquilamente, e no jardim a lanterna brilhava suavemente.`,
    ],
  }),
  it: (n) => ({
    title: `${n} e il giardino delle lanterne`,
    paragraphs: [
      `${n} adorava il piccolo giardino dietro casa, dove i girasoli salutavano con la testa.`,
      `Una mattina, ${n} trovò una lanterna dorata nascosta sotto le foglie del vecchio melo.`,
      `«Di chi sarà?» si chiese ${n}, girandola piano tra le mani.`,
      `Vicino alla siepe, un riccio molto timido annusava il terreno con aria preoccupata.`,
      `«È la tua lanterna?» chiese ${n}. Il riccio annuì, con gli occhietti lucidi.`,
      `Senza di lei, non ritrovava più la strada di casa quando scendeva la sera.`,
      `${n} avrebbe voluto tenerla, ma pensò alla paura del piccolo riccio e gliela restituì con un grande sorriso.`,
      `Insieme camminarono sotto le stelle, e la lanterna illuminò il sentiero fino alla sua tana.`,
      `«Grazie, ${n}!» sussurrò il riccio. Essere gentili era come accendere una piccola luce nel cuore.`,
      `Quella sera ${n} si addormentò in pace, e nel giardino la lanterna brillava dolcemente.`,
    ],
  }),
};

/** The same story's picture descriptions, in English whatever the book's language. */
export const standInLegends = (n: string): string[] => [
  `${n} smiles among tall nodding sunflowers in a sunny garden behind a little house.`,
  `${n} kneels under an old apple tree in the garden and finds a small golden lantern among the leaves.`,
  `${n} holds the golden lantern carefully in both hands in the garden, wondering whose it is.`,
  `${n} watches a shy hedgehog sniffing the ground by a green hedge in the garden.`,
  `${n} kneels and shows the golden lantern to the shy hedgehog by the hedge in the garden.`,
  `${n} and the hedgehog look at the garden as the evening sky turns pink at sunset.`,
  `${n} gives the golden lantern back to the hedgehog with a big smile in the garden at sunset.`,
  `${n} and the hedgehog walk along a garden path at night under the stars, the lantern glowing.`,
  `${n} waves goodbye to the hedgehog at its cosy burrow under the hedge at night.`,
  `${n} sleeps peacefully in bed at night while the lantern glows softly in the garden outside the window.`,
];
