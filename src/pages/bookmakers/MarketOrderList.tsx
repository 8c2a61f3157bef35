import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Market } from '../../../resources/market';
import { formatNumber } from '../../format';

export interface MarketOrderListProps {
  /** The sport's markets in the order shown (the draft). */
  markets: readonly Market[];
  /** Moves the market at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  onRename: (market: Market) => void;
  onActive: (market: Market, active: boolean) => void;
  /** Controls wait while a change is saved. */
  busy: boolean;
}

/**
 * A sport's markets, first to last, to reorder: drag a row by its handle, or focus the handle and
 * press the up and down arrow keys, or use the move buttons. Each move is announced to screen
 * readers. Each row also renames its market and switches it on or off.
 */
export function MarketOrderList({ markets, onMove, onRename, onActive, busy }: MarketOrderListProps) {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<number | undefined>(undefined);
  const handles = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === undefined) return;
    focusAfterMove.current = undefined;
    handles.current.get(id)?.focus();
  }, [markets]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= markets.length || from === to) return;
    focusAfterMove.current = markets[from].id;
    onMove(from, to);
    setAnnouncement(translate('app.bookmakers.moved', { name: markets[from].name, position: to + 1, count: markets.length }));
  };
  const onKey = (index: number) => (event: KeyboardEvent) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? markets.length - 1 : undefined;
    if (step === 0 && edge === undefined) return;
    event.preventDefault();
    move(index, edge ?? index + step);
  };
  const dragProps = (index: number) => ({
    draggable: !busy,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(markets[index].id));
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === undefined) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== undefined) move(dragged, index);
      setDragged(undefined);
      setOver(undefined);
    },
    onDragEnd: () => {
      setDragged(undefined);
      setOver(undefined);
    },
  });

  return (
    <>
      <Box
        component="ol"
        aria-label={translate('app.bookmakers.marketOrder')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        data-testid="market-order"
      >
        {markets.map((market, index) => (
          <Box
            component="li"
            key={market.id}
            data-testid={`market-row-${market.code}`}
            {...dragProps(index)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: over === index && dragged !== index ? 'action.selected' : dragged === index ? 'action.hover' : undefined,
            }}
          >
            <Tooltip title={translate('app.bookmakers.dragHint')}>
              <IconButton
                size="small"
                sx={{ cursor: 'grab' }}
                aria-label={translate('app.bookmakers.moveHandle', { name: market.name, position: index + 1, count: markets.length })}
                onKeyDown={onKey(index)}
                disabled={busy}
                ref={(element: HTMLButtonElement | null) => {
                  if (element) handles.current.set(market.id, element);
                  else handles.current.delete(market.id);
                }}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Typography variant="body2" color="text.secondary" sx={{ width: 24, textAlign: 'right' }} aria-hidden>
              {index + 1}
            </Typography>
            <Stack sx={{ flex: 1, minWidth: 0, opacity: market.active ? 1 : 0.6 }}>
              <Typography variant="body1" noWrap title={market.name} data-testid="market-name">
                {market.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {market.code} · {translate('app.bookmakers.betRowsCount', { count: formatNumber(market.betRows) })}
              </Typography>
            </Stack>
            {!market.active && <Chip size="small" label={translate('app.bookmakers.hidden')} />}
            <IconButton
              size="small"
              aria-label={translate('app.bookmakers.moveUp', { name: market.name })}
              disabled={busy || index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('app.bookmakers.moveDown', { name: market.name })}
              disabled={busy || index === markets.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('app.bookmakers.rename', { name: market.name })}
              disabled={busy}
              onClick={() => onRename(market)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <Switch
              size="small"
              checked={market.active}
              disabled={busy}
              onChange={(_, active) => onActive(market, active)}
              slotProps={{ input: { 'aria-label': translate('app.bookmakers.activeSwitch', { name: market.name }), role: 'switch' } }}
            />
          </Box>
        ))}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </Box>
    </>
  );
}
