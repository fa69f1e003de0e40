export const paragraphs = [
  'Amara\'s bedroom was full of boxes. Her bed was in a box, her books were in a box, and even her favourite stuffed giraffe, Tumi, was peeking out of a box. "We are moving to a new country," Mama said softly, "where Papa has a new job." Amara hugged Tumi tight and wondered what a new country would smell like.',
  'At the airport, everything was big and busy. Suitcases rolled past on squeaky wheels, and an enormous plane waited by the window. Her little brother Kofi pressed his nose to the glass. "Is that our plane?" he asked. Amara held Mama\'s hand and counted the windows, one, two, three, until her tummy stopped fluttering.',
  'The new house had a red door and a garden with a tall, leafy tree. But inside, the rooms were empty and echoey, and nothing was where it should be. "I want to go home," Amara whispered. Even Tumi the giraffe looked a little lost on the bare wooden floor.',
  "On the first morning, the street sounded different. The birds sang a new song, the neighbours spoke words Amara didn't know, and the bakery smelled of bread she had never tasted. When a girl next door waved, Amara hid behind Mama's skirt. Everything was new, and new felt very, very big.",
  'That night Amara couldn\'t sleep. She missed her old bedroom, her old school and her best friend Zola. Big tears rolled onto her pillow. Mama came and sat on the edge of the bed. "It\'s all right to feel sad," she said. "Missing things means you loved them."',
  '"But I don\'t know anyone here," sniffed Amara. Mama opened the curtains. "Look," she said. "That\'s the same moon that shone on our old house. And you know me, and Kofi, and Tumi. Home isn\'t a house, my love. Home is us." Amara looked at the moon for a long, long time.',
  'The next day, Amara decided to be brave in a small way. She learned one new word, "hello", in the language of her new country, and practised it with Kofi until they were both giggling. Then she walked to the fence, took a deep breath and said it to the girl next door.',
  "The girl's name was Lucia, and she grinned a huge grin. She showed Amara how to hop in a chalk game on the pavement, and Amara showed Lucia how to make a giraffe out of folded paper. They didn't need many words at all. Laughing, it turned out, was the same in every language.",
  "Little by little, the new house filled up. Amara's drawings went on the walls, Tumi sat on the windowsill, and Kofi built a fort out of the empty boxes. Every evening the family ate dinner together at the kitchen table, and Amara told them one new thing she had learned that day.",
  'One night, tucked up in bed, Amara looked out at the same old moon above the new red roofs. She still missed her old home sometimes, and that was all right. But now she had two places in her heart, and a whole family beside her. "Goodnight, new home," she whispered, and she fell fast asleep.',
];

export const legends = [
  'Amara hugs her stuffed giraffe among moving boxes and a packed suitcase at home, thoughtful, Mama beside her, soft morning light',
  'Amara holds hands with Mama while Kofi points at a big airplane through the airport window, surprised, bright daylight',
  'Amara sits on the floor of an empty new home, sad, holding her stuffed giraffe, a suitcase beside her, afternoon light',
  'Amara hides behind Mama on a sunny street in a new town, shy and surprised, morning light',
  'Amara lies in bed, sad, while Mama sits on the bed beside her, in a cosy bedroom at night with a lamp',
  'Mama and Amara look out of the bedroom window at the big moon, Amara thoughtful, at night',
  'Amara and Kofi practise a new word together in the garden, laughing, morning light',
  'Amara plays a hopping game with a girl named Lucia on the town street, both happy, sunny afternoon',
  'Amara, Mama and Kofi eat dinner together at the kitchen table, happy, warm evening light',
  'Amara lies in bed, sleepy and happy, looking at the moon through the bedroom window at night',
];
