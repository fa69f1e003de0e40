export const paragraphs = [
  'Ruby and her big brother Jack were playing with blocks on the living room rug. Ruby was building a castle. Jack was building a tower. Click, clack, went the blocks.',
  'Jack took the red block that Ruby wanted. Ruby felt hot and cross all over. Her teeth went chomp! She bit Jack on the arm. "OW!" cried Jack.',
  'Jack held his arm and cried big tears. Ruby looked at him. Her tummy felt funny. She had not meant to make Jack cry. She just felt so cross.',
  'Daddy came and gave Jack a hug. Then he sat down next to Ruby. "Biting hurts," said Daddy gently. "I think you felt very cross. Is that right?" Ruby nodded.',
  '"When you feel cross, your teeth want to bite," said Daddy. "But you can use your strong words instead. You can say: STOP! That\'s mine! I\'m cross!"',
  'Ruby and Daddy practised strong words. "STOP!" roared Ruby, like a lion. "That\'s MINE!" she said, stamping her foot. Saying it out loud felt much better.',
  'Then Ruby went to Jack. "Sorry I bit you," she said. "That was not kind." She gave his arm a gentle kiss. Jack sniffed and smiled a little smile.',
  "Later, Jack took Ruby's block again. Ruby felt the hot, cross feeling. But this time she didn't bite. She said, \"Jack! That's mine. Please give it back!\"",
  'Jack gave the block back. "Sorry, Ruby," he said. "We can share." Together they built the biggest castle-tower ever. Daddy gave Ruby a high-five.',
  'At bedtime, Daddy said, "I\'m proud of you. You used your strong words." Ruby smiled sleepily. "Strong words are better than teeth," she said.',
];

export const legends = [
  'Ruby and Jack play with blocks on the living room rug at home, happy, bright morning light',
  'Ruby, cross and upset, reaches for a red block while Jack holds it, in the living room, morning',
  'Jack holds his arm and cries while Ruby looks on, sad and surprised, in the living room, morning',
  'Daddy sits on the rug next to Ruby and talks gently, Ruby sad and thoughtful, Jack hugs Daddy, in the living room',
  'Daddy talks to Ruby on the living room rug, Ruby thoughtful, morning light',
  'Ruby stamps her foot and shouts like a lion while Daddy laughs, in the living room, happy, midday',
  'Ruby hugs Jack and says sorry in the living room, both happy, midday light',
  'Ruby holds out her hand to Jack asking for the block, brave and thoughtful, in the living room, afternoon',
  'Ruby and Jack build a tall block castle together in the living room while Daddy gives a high-five, happy and proud, afternoon',
  'Daddy tucks Ruby into bed, Ruby sleepy and proud, the bedroom at night with a lamp',
];
