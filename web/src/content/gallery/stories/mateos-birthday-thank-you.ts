export const paragraphs = [
  'Mateo woke up and jumped out of bed. "It\'s my birthday!" he shouted. "I\'m four!" Mom gave him a big birthday hug and sang "Happy Birthday" in a silly voice.',
  'The house was full of balloons: red ones, blue ones and a big yellow one shaped like a star. There was a chocolate cake with four candles on top. Yum!',
  "Mateo's friends came to the party. They played musical statues and pass the parcel. Mateo danced and laughed and wobbled when the music stopped.",
  'Then it was time for presents! Mateo tore open the paper. A ball! A book! A puzzle! He ripped and ripped. "More! More!" he said.',
  'His friend Lucas gave him a small present. Inside was a drawing of Mateo and Lucas playing football. "Oh," said Mateo. "Just a drawing." Lucas looked sad.',
  'Mom knelt down. "Lucas made that just for you," she said softly. "He drew it all by himself. How do you think he feels?" Mateo looked at Lucas. Oh dear.',
  'Mateo looked at the drawing again. There was Mateo, and there was Lucas, and there was a big green football. Lucas had even coloured in the goal.',
  'Mateo ran to Lucas. "Thank you for my drawing," he said. "It\'s my favourite! You are my best friend." Lucas smiled a big, big smile.',
  'Then Mateo said thank you to everyone: for the ball, the book, the puzzle and the cake. Saying thank you made everyone smile, and Mateo smiled most of all.',
  'At bedtime, Mateo stuck the drawing on the wall by his bed. "Thank you for my birthday, Mom," he said sleepily. Mom kissed him goodnight. "Happy birthday, my grateful boy."',
];

export const legends = [
  'Mateo jumps for joy on his birthday morning while Mom hugs him, balloons all around, happy, bright morning light',
  'Mateo looks at balloons and a chocolate birthday cake with candles at the birthday party, happy and surprised',
  'Mateo dances with friends at his birthday party with balloons, laughing, happy, afternoon',
  'Mateo opens presents at his birthday party, a gift box and a ball beside him, excited and happy',
  'Mateo holds a drawing and looks disappointed while a boy named Lucas looks sad, at the birthday party',
  'Mom kneels and talks gently with Mateo at the birthday party, Mateo thoughtful, holding a drawing',
  'Mateo looks at a drawing of two boys with a football, thoughtful, at the birthday party',
  'Mateo hugs a boy named Lucas at the birthday party, both happy, balloons behind them',
  'Mateo says thank you to his friends at the birthday party with cake and balloons, happy and proud',
  'Mateo lies in bed, sleepy and happy, a drawing on the wall, Mom kissing him goodnight, the bedroom at night',
];
