import { BoardPage } from './board-page';

export default function PublicDocumentsPage() {
  return <BoardPage board="public" />;
}
