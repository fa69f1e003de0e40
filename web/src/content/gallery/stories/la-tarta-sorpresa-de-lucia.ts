// Hand-written in Spanish (not translated by a machine): the gallery's Spanish sample. Its
// legends are English, as a book's picture descriptions always are, for the illustrator.
export const paragraphs = [
  'Hoy era el cumpleaños de Mamá, y Lucía tenía un plan secreto. «Abuela», susurró, «¿me ayudas a hacer una tarta sorpresa?». Abuela le guiñó un ojo.',
  'En la cocina, Abuela sacó el bol grande, la harina, los huevos y el azúcar. Lucía se puso un delantal que le llegaba hasta los pies.',
  'Lucía echó la harina con mucho cuidado... ¡puf! Una nube blanca le cubrió la nariz. Abuela se rio tanto que también se llenó de harina.',
  'Después rompieron los huevos: uno, dos y tres. Lucía removió y removió con la cuchara de madera, hasta que la masa quedó suave como una nube.',
  'Mientras la tarta se horneaba, toda la cocina olía a vainilla. Lucía se sentó delante del horno y miró cómo la tarta crecía, poquito a poco.',
  'Cuando la tarta se enfrió, llegó la mejor parte: decorarla. Lucía puso fresas rojas, bolitas de colores y una vela amarilla en el centro.',
  '«Está un poco torcida», dijo Lucía, preocupada. Abuela la abrazó. «Las tartas hechas con cariño siempre saben mejor», le dijo con una sonrisa.',
  'Entonces oyeron la llave en la puerta. ¡Mamá! Lucía apagó la luz, Abuela encendió la vela y las dos cantaron «Cumpleaños feliz».',
  'Mamá abrió mucho los ojos y sonrió. «¿La has hecho tú?», preguntó. «¡Con Abuela!», dijo Lucía. Mamá la abrazó muy fuerte y le dio las gracias.',
  'Las tres comieron tarta hasta que solo quedaron migas. Aquella noche, Lucía pensó que regalar algo hecho con sus manos era casi tan bonito como recibirlo.',
];

// The bilingual edition's second text (issue 45): the same story in English, page for page.
export const secondParagraphs = [
  'Today was Mamá’s birthday, and Lucía had a secret plan. “Abuela,” she whispered, “will you help me make a surprise cake?” Abuela gave her a wink.',
  'In the kitchen, Abuela took out the big bowl, the flour, the eggs and the sugar. Lucía put on an apron that reached all the way to her feet.',
  'Lucía poured the flour very carefully... poof! A white cloud covered her nose. Abuela laughed so hard that she got covered in flour too.',
  'Then they cracked the eggs: one, two and three. Lucía stirred and stirred with the wooden spoon, until the batter was as soft as a cloud.',
  'While the cake was baking, the whole kitchen smelled of vanilla. Lucía sat in front of the oven and watched the cake rise, little by little.',
  'When the cake had cooled, the best part came: decorating it. Lucía added red strawberries, colourful sprinkles and a yellow candle in the middle.',
  '“It’s a little crooked,” said Lucía, worried. Abuela hugged her. “Cakes made with love always taste better,” she said with a smile.',
  'Then they heard the key in the door. Mamá! Lucía switched off the light, Abuela lit the candle and the two of them sang “Happy Birthday”.',
  'Mamá opened her eyes wide and smiled. “Did you make it?” she asked. “With Abuela!” said Lucía. Mamá hugged her very tight and thanked her.',
  'The three of them ate cake until only crumbs were left. That night, Lucía thought that giving something made with her own hands was almost as lovely as getting it.',
];

export const legends = [
  'Lucía whispers a secret to Abuela in the kitchen, excited, Abuela smiling',
  'Abuela and Lucía in a big apron put a bowl, flour and eggs on the table in the kitchen, happy',
  'Lucía laughs with flour on her nose in the kitchen, Abuela laughing too',
  'Lucía stirs a big bowl with a wooden spoon in the kitchen, focused, Abuela helping',
  'Lucía sits in front of the oven in the kitchen watching the cake bake, curious',
  'Lucía puts red strawberries and a yellow candle on a cake in the kitchen, happy',
  'Abuela hugs Lucía beside a crooked cake in the kitchen, Lucía worried, Abuela kind',
  'Lucía and Abuela hold a birthday cake with a lit candle in the kitchen, excited, Mamá at the door',
  'Mamá hugs Lucía beside the birthday cake in the kitchen, both happy, Abuela smiling',
  'Lucía, Mamá and Abuela eat cake together at the kitchen table, happy, at night',
];
