// Hand-written in French (not translated by a machine): the gallery's French sample. Its legends
// are English, as a book's picture descriptions always are, for the illustrator.
export const paragraphs = [
  '« C’est la plage ! » cria Chloé en sautant de la voiture. Le sable était chaud, la mer brillait et les mouettes criaient au-dessus des vagues. Maman portait le seau et la pelle.',
  'Chloé voulait construire le plus beau château de sable du monde. Elle remplit son seau, tapota bien fort et le retourna d’un coup. Une belle tour toute ronde !',
  'Elle fit une deuxième tour, puis une troisième. Maman creusa un fossé tout autour. Chloé planta un coquillage rose tout en haut, comme un drapeau.',
  'Mais soudain, une grosse vague arriva en courant sur le sable. Splaaash ! L’eau passa par-dessus le fossé, et les trois tours s’écroulèrent d’un seul coup.',
  'Chloé regarda le tas de sable mouillé. Sa lèvre trembla. « Mon château est tout cassé », dit-elle, et une grosse larme roula sur sa joue.',
  'Maman s’assit à côté d’elle et lui fit un câlin. « La mer voulait jouer, elle aussi », dit-elle doucement. « On essaie encore, un peu plus loin de l’eau ? »',
  'Chloé renifla, puis hocha la tête. Elles choisirent un endroit plus haut sur la plage, là où le sable était sec et doré. Chloé reprit sa petite pelle.',
  'Cette fois, le château eut quatre tours, un pont en bâtons et une fenêtre en coquillage. Les vagues venaient, puis repartaient, sans jamais l’atteindre.',
  '« Tu n’as pas abandonné », dit Maman. Chloé sourit jusqu’aux oreilles. « Quand ça tombe, on recommence ! » dit-elle, les mains pleines de sable.',
  'Le soir, le soleil se coucha tout orange sur la mer. Chloé dit au revoir à son château. Demain, peut-être, elle en construirait un encore plus grand.',
];

export const legends = [
  'Chloé runs onto the beach with a bucket and spade, excited, Maman behind her, seagulls over the sea',
  'Chloé turns a bucket of sand upside down to make a sandcastle on the beach, happy',
  'Chloé and Maman build a sandcastle with three towers on the beach, happy, a pink shell on top',
  'A big wave washes over the sandcastle on the beach, Chloé surprised',
  'Chloé looks at her broken sandcastle on the beach, sad, a tear on her cheek',
  'Maman hugs Chloé on the beach beside the broken sandcastle, Chloé sad, Maman kind',
  'Chloé and Maman carry the bucket and spade higher up the beach onto dry sand, hopeful',
  'Chloé builds a sandcastle with four towers on dry sand on the beach, happy, the waves far behind',
  'Chloé smiles with sandy hands beside her big sandcastle on the beach, proud and happy, Maman smiling',
  'Chloé and Maman wave goodbye to the sandcastle on the beach at sunset, happy',
];
