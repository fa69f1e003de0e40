export const paragraphs = [
  'Sam had a shiny red truck. It had big black wheels and a horn that went beep-beep! Sam took his truck everywhere: to the table, to the bath and even to bed.',
  'One sunny morning, Sam took his red truck to the park. He drove it through the sandbox. Vroom, vroom! He drove it up the slide. Vroom, vroom! What fun!',
  'A girl named Ava was sitting on the bench. She watched the red truck go round and round. "Can I have a turn?" Ava asked. Sam held his truck tight.',
  '"No! It\'s MINE!" said Sam. He turned around and hid the red truck behind his back. Ava\'s face went sad. She looked down at her shoes.',
  'Sam played alone in the sandbox. Vroom, vroom. But it did not feel like fun anymore. Sam looked at Ava. She was still sitting on the bench, all alone.',
  'Sam remembered how happy he felt when his friend let him hold a kite. Sharing felt warm, like a hug. Maybe Ava would feel warm too.',
  'Sam walked over to the bench. "Here, Ava," he said. "You can have a turn with my red truck." Ava\'s eyes went big and round. "Thank you, Sam!"',
  'Ava drove the truck through the sand. Sam built a bridge for it. Ava built a tunnel! Playing together was even better than playing alone.',
  'They took turns all morning: one turn for Ava, one turn for Sam. They laughed so much that the ducks on the pond came to see what was so funny.',
  'At bedtime, Sam parked his red truck next to his bed. "Tomorrow," he said, "Ava and I are going to build a whole city." He smiled and closed his eyes.',
];

export const legends = [
  'Sam holds up his shiny red truck in his bedroom, happy, bright morning light',
  'Sam drives his red truck through the sandbox at the park, happy, sunny morning',
  'Sam drives his red truck at the park while a girl named Ava sits on a bench watching, thoughtful, sunny morning',
  'Sam hides the red truck behind his back at the park while a girl named Ava looks sad, morning',
  'Sam sits alone in the park sandbox, sad, looking at a girl named Ava on the bench, morning',
  'Sam sits in the park sandbox, thoughtful, holding his red truck, sunny morning',
  'Sam holds out his red truck to a girl named Ava at the park, both happy, sunny morning',
  'Sam and a girl named Ava play with the red truck in the park sandbox, laughing, happy, midday',
  'Sam and a girl named Ava take turns with the red truck near the pond at the park, happy, sunny afternoon',
  'Sam lies in bed, sleepy and happy, his red truck parked beside the bed, the bedroom at night',
];
