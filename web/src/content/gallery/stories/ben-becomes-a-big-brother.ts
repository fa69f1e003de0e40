export const paragraphs = [
  'Mommy\'s tummy was very big. "Your baby sister is coming soon," said Mommy. Ben put his ear on Mommy\'s tummy. Bump! The baby kicked. Ben laughed.',
  'One day, Mommy came home with a tiny baby wrapped in a pink blanket. "This is Rosie," said Mommy. Rosie was very small. She had tiny fingers and a tiny nose.',
  'Rosie cried a lot. Waaah! She slept a lot. She needed Mommy a lot. Ben wanted Mommy to play trains with him. "In a minute," said Mommy. Again.',
  'Ben felt sad and cross. He threw his train on the floor. "I don\'t like Rosie!" he shouted. "Send her back!" Then he hid under the kitchen table.',
  'Mommy came and sat on the floor next to the table. "It\'s hard when a new baby comes," she said softly. "But I love you just as much as always. Always, always."',
  '"Rosie needs a big brother," said Mommy. "Someone to sing to her and show her things. Do you know anyone who could do that?" Ben peeked out. "Me?"',
  'Ben sang Rosie his favourite song about a little red train. Choo, choo! Rosie stopped crying. She looked at Ben with big round eyes.',
  'Then Rosie held Ben\'s finger with her tiny hand. She held on tight! "She likes me!" whispered Ben. Mommy smiled. "She loves her big brother."',
  'Ben helped every day. He fetched nappies. He sang songs. He showed Rosie his trains. And when Rosie napped, Mommy and Ben played trains together.',
  'At bedtime, Ben gave Rosie a gentle goodnight kiss. "Goodnight, little sister," he said. Mommy hugged him tight. "Goodnight, my big boy. The best big brother."',
];

export const legends = [
  "Ben puts his ear on Mommy's big tummy in the living room, surprised and happy, morning light",
  'Mommy holds baby Rosie in a pink blanket while Ben looks, surprised, in the living room, afternoon',
  'Mommy holds crying baby Rosie while Ben holds a toy train, sad, in the living room',
  'Ben hides under the kitchen table, cross and sad, a toy train on the floor, afternoon',
  'Mommy sits on the kitchen floor and hugs Ben, Ben sad and thoughtful, afternoon light',
  'Ben peeks out from under the kitchen table at Mommy, surprised and thoughtful, afternoon',
  'Ben sings to baby Rosie in the living room, happy, Mommy smiling, afternoon light',
  "Baby Rosie holds Ben's finger in the living room, Ben surprised and happy, Mommy smiling",
  'Ben shows his toy train to baby Rosie in the living room, happy and proud, Mommy smiling beside them, sunny day',
  'Ben kisses baby Rosie goodnight in the bedroom while Mommy hugs him, sleepy and happy, at night',
];
