import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { parseMarkdown, type Block } from './markdownBlocks';
import type { Inline } from './markdownInline';

/** A body's headings sit under the article's title (an h2): # is an h3, ## an h4, ### an h5. */
const HEADINGS = {
  1: { variant: 'h6', component: 'h3' },
  2: { variant: 'subtitle1', component: 'h4' },
  3: { variant: 'subtitle2', component: 'h5' },
} as const;

function renderInline(pieces: readonly Inline[]): ReactNode {
  return pieces.map((piece, index) => {
    switch (piece.type) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'code':
        return (
          <Box key={index} component="code" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
            {piece.text}
          </Box>
        );
      case 'strong':
        return <strong key={index}>{renderInline(piece.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(piece.children)}</em>;
      case 'link':
        return piece.href.startsWith('/') ? (
          <Link key={index} component={RouterLink} to={piece.href}>
            {renderInline(piece.children)}
          </Link>
        ) : (
          <Link key={index} href={piece.href} {...(piece.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInline(piece.children)}
          </Link>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const { variant, component } = HEADINGS[block.level];
      return (
        <Typography key={index} variant={variant} component={component} sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
          {renderInline(block.content)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={index} variant="body1" component="p" sx={{ mb: 1.5 }}>
          {renderInline(block.content)}
        </Typography>
      );
    case 'list':
      return (
        <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
          {block.items.map((item, itemIndex) => (
            <Typography key={itemIndex} component="li" variant="body1" sx={{ mb: 0.5 }}>
              {renderInline(item)}
            </Typography>
          ))}
        </Box>
      );
    case 'table':
      return (
        <Box key={index} sx={{ overflowX: 'auto', mb: 1.5 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {block.header.map((cell, cellIndex) => (
                  <TableCell key={cellIndex} sx={{ fontWeight: 600 }}>
                    {renderInline(cell)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {block.rows.map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {block.header.map((_, cellIndex) => (
                    <TableCell key={cellIndex}>{renderInline(row[cellIndex] ?? [])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      );
    case 'quote':
      return (
        <Typography
          key={index}
          component="blockquote"
          variant="body1"
          sx={{ m: 0, mb: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
        >
          {renderInline(block.content)}
        </Typography>
      );
    case 'code':
      return (
        <Box
          key={index}
          component="pre"
          sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', mb: 1.5 }}
        >
          {block.text}
        </Box>
      );
    case 'rule':
      return <Box key={index} component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 2 }} />;
  }
}

/**
 * Markdown text (an article's body) rendered safely: the subset of `parseMarkdown` as React
 * elements, with no HTML read from the text; links open only web, e-mail and console addresses.
 *
 * @example
 * <Markdown text={'## Fees\n\nDeposits are **free**.'} />
 */
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <Box sx={{ overflowWrap: 'anywhere' }}>{blocks.map(renderBlock)}</Box>;
}
