import { BoardPage } from './board-page';

export default function WaterForumPage() {
  return <BoardPage board="water" />;
}
