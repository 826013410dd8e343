import { ZODIAC_NAMES } from '@sixmark/shared/domain/zodiac';
import { ELEMENTS } from '@sixmark/shared/domain/five-elements';
import type { YearTables } from '@sixmark/shared';

const pad = (n: number) => String(n).padStart(2, '0');

export interface YearTablesCardProps {
  tables: YearTables;
  show: 'zodiac' | 'element';
}

/** The year's 生肖 or 五行 number table (本命 first for the zodiac). */
export function YearTablesCard({ tables, show }: YearTablesCardProps) {
  if (show === 'element')
    return (
      <table className="tutorial-table tutorial-table--year" aria-label={`${tables.lunarYear}年五行`}>
        <tbody>
          {ELEMENTS.map((e) => (
            <tr key={e}>
              <th>{e}</th>
              <td>{tables.elementNumbers[e].map(pad).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  // Number 01 is the year's animal; listing from it follows the numbers 01, 02, 03 …
  const start = ZODIAC_NAMES.indexOf(tables.yearZodiac);
  const order = ZODIAC_NAMES.map((_, i) => ZODIAC_NAMES[(start - i + 12) % 12]!);
  return (
    <table className="tutorial-table tutorial-table--year" aria-label={`${tables.lunarYear}年生肖`}>
      <tbody>
        {order.map((z) => (
          <tr key={z}>
            <th>
              {z}
              {z === tables.yearZodiac ? <em className="tutorial-table__benming">本命</em> : null}
            </th>
            <td>{tables.zodiacNumbers[z].map(pad).join(' ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
