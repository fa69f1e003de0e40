import { useLocation } from 'react-router-dom';
import type { StoryType } from '@contract/story';
import { BasicReview } from '../components/BasicReview';
import { DescriptionEditor } from '../components/DescriptionEditor';
import { EditorFrame } from '../components/EditorFrame';
import { readEditorEntry } from '../editorEntry';

/** An edit route: the book comes from the navigation state; without one, a way back to the Library. */
export function EditorRoute({
  heading,
  lead,
  routeType,
  screen,
}: {
  heading: string;
  lead: string;
  routeType: StoryType;
  screen: 'basic' | 'descriptions';
}) {
  const entry = readEditorEntry(useLocation().state);
  const Screen = screen === 'basic' ? BasicReview : DescriptionEditor;
  return (
    <EditorFrame heading={heading} lead={lead} hasBook={!!entry}>
      {entry && <Screen key={entry.bookID} entry={entry} routeType={routeType} />}
    </EditorFrame>
  );
}
