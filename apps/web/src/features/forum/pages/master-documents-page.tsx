import { BoardPage } from './board-page';

export default function MasterDocumentsPage() {
  return <BoardPage board="master" />;
}
