-- Landed provider records carry turnover that was already counted: they are never changed or
-- removed (a provider's correction arrives as a record of its own).
CREATE TRIGGER game_bet_records_append_only BEFORE UPDATE OR DELETE ON game_bet_records
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
