export const paragraphs = [
  'Maya had a brand-new backpack with a rainbow on it, and brand-new shoes that squeaked when she walked. Today was her very first day at school. She had been excited all week, but this morning, as Mom brushed her hair, a funny wobbly feeling crept into her tummy.',
  'The school was much bigger than Maya had imagined. Children were running everywhere, calling to each other, and a bell rang so loudly that Maya jumped. She held Mom\'s hand a little tighter. "What if nobody wants to play with me?" she whispered.',
  'Mom knelt down so their eyes were level. "Everyone here is a little bit nervous today," she said. "Being brave doesn\'t mean you\'re not scared. It means you walk in anyway." She kissed Maya\'s forehead and pressed a tiny heart sticker onto her hand. "Whenever you need me, look at your heart."',
  'The classroom was bright and full of paintings and paper stars. A smiling teacher came to meet them. "Hello, Maya, I\'m Ms. Rivera," she said. "We\'ve been waiting for you." Maya looked at her heart sticker, took a deep breath, and let go of Mom\'s hand.',
  'At first Maya sat very still at her table. The other children seemed to know each other already. Then she noticed a boy named Theo sitting by the window, all alone, twisting his sleeve. He looked just the way her tummy felt.',
  'Maya remembered what Mom had said. Walk in anyway. So she picked up the box of crayons, walked over to Theo\'s table and held it out. "Do you want to draw with me?" she asked. Her voice was a bit wobbly, but she said it.',
  'Theo looked up and smiled a slow, shy smile. "I like drawing dinosaurs," he said. "I like drawing rainbows," said Maya. So together they drew a dinosaur sliding down a rainbow, and it was the silliest, most wonderful picture in the whole classroom.',
  'At story time, Ms. Rivera read a book about a brave little fox, and everyone sat on the carpet. At lunch Theo shared his apple slices, and in the playground Maya taught him how to hop all the way along the painted snake. The wobbly feeling had quite disappeared.',
  'When the bell rang at the end of the day, Maya ran out to Mom waving the dinosaur rainbow picture. "I made a friend!" she shouted. "His name is Theo and he likes dinosaurs and he\'s coming to school again tomorrow!" Mom laughed and hugged her tight.',
  'That night, Maya put her backpack by the door, ready for the morning. She looked at the little heart sticker, still on her hand, and smiled. She had been scared, and she had walked in anyway. Tomorrow, she thought sleepily, would be even better.',
];

export const legends = [
  'Maya, looking thoughtful, in her rainbow backpack in front of the school, Mom brushing her hair, bright morning light',
  "Maya holds Mom's hand outside a big busy school, surprised and scared, morning light",
  'Mom kneels down and hugs Maya at the school door, Maya thoughtful, holding out her hand with a heart sticker, morning',
  'Ms. Rivera, the teacher, waves hello to Maya in a bright classroom full of paintings, Maya shy and thoughtful, Mom beside her, morning light',
  'Maya sits at a classroom table looking at a boy named Theo sitting alone by the window, both sad, morning light',
  'Maya holds out a box of crayons to a boy named Theo in the classroom, brave and happy, morning',
  'Maya and a boy named Theo draw a dinosaur on a rainbow together at a classroom table, laughing, happy, midday',
  'Maya and a boy named Theo sit on the classroom carpet as Ms. Rivera reads a book, happy, afternoon light',
  'Maya and Mom hug outside the school, Maya holding a drawing, happy and proud, afternoon sun',
  'Maya lies in bed, sleepy and happy, looking at the heart sticker on her hand, her backpack by the door, at night',
];
