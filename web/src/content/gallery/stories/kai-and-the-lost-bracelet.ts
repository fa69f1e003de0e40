export const paragraphs = [
  'Kai loved the beach more than anywhere in the world. Every summer he stayed with Grandma in her little blue house by the sea, and every morning they walked along the shore looking for treasures: shells shaped like fans, smooth green sea glass and, once, a crab who waved a claw at them.',
  'This morning the tide had gone out a long way, and the sand shone like a mirror. Kai ran ahead with his red bucket, and that was when he saw it, half buried in the sand: a silver bracelet with little blue stones that sparkled like drops of sea.',
  '"Finders keepers," said a little voice inside Kai\'s head. He picked up the bracelet and turned it over in his hands. It was the most beautiful thing he had ever found. He imagined giving it to Grandma for her birthday. He slipped it quickly into his pocket.',
  'Further along the beach, a lady was walking slowly with her eyes on the sand. She was looking under seaweed and behind rocks. "Have you lost something?" Grandma called. "My bracelet," said the lady, and her voice wobbled. "My mother gave it to me. I\'ve been looking all morning."',
  "Kai's hand went to his pocket. The bracelet felt heavy, much heavier than a bracelet should. He didn't say anything. He looked at his feet, and at the sea, and at the gulls, anywhere but at the lady. It seemed easier to keep quiet, but it didn't feel easy at all.",
  'When the lady had walked on, Kai sat down on a rock with his chin on his knees. Grandma sat beside him. "You\'re very quiet," she said. Kai took the bracelet out of his pocket and showed her. "I found it," he whispered. "I wanted to keep it. Finders keepers."',
  'Grandma looked at the bracelet for a long moment. "It\'s beautiful," she said. "And I think you know how much it means to that lady. Honesty isn\'t only about not telling fibs, Kai. It\'s about doing the right thing with what\'s true, even when nobody would ever know."',
  'Kai stood up, holding the bracelet tight, and ran along the beach as fast as his legs would go. "Wait!" he shouted. "I found it! I\'m sorry I didn\'t say before!" The lady turned around, and when she saw the bracelet her hands flew to her mouth.',
  '"Oh, thank you," she said, with tears in her eyes, happy ones this time. "Thank you for being so honest." She fastened the bracelet on her wrist, and then she gave Kai a shell from her own pocket, a spiral shell, pink inside like a sunrise. "For a treasure finder," she said.',
  'That evening, Kai and Grandma sat on the steps of the little blue house and watched the sun sink into the sea. Kai held the spiral shell to his ear and listened to the waves inside it. His pocket felt light again, and so did his heart. "That was the best treasure," he said, and Grandma agreed.',
];

export const legends = [
  'Kai and Grandma walk along the sandy beach looking for shells, happy, bright morning light',
  'Kai holds a red bucket and finds a silver bracelet in the sand on the beach, surprised, morning light',
  'Kai holds a shiny bracelet on the beach, thoughtful, slipping it into his pocket, morning',
  'Grandma talks with a worried lady looking for something on the beach while Kai stands behind, thoughtful, morning',
  'Kai looks away at the sea with his hand on his pocket, sad and thoughtful, on the beach, midday',
  'Kai sits on a rock on the beach showing Grandma a bracelet, sad, Grandma beside him, midday light',
  'Grandma talks gently with Kai on a rock on the beach, Kai thoughtful, holding the bracelet, afternoon',
  'Kai runs along the beach holding up a bracelet towards a lady, brave and determined, afternoon',
  'A smiling lady gives Kai a pink seashell on the beach, Kai happy and proud, afternoon sun',
  'Kai and Grandma sit together watching the sunset over the sea at the beach, Kai holding a seashell, happy',
];
