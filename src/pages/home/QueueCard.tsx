import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export interface QueueCardProps {
  id: string;
  label: string;
  count: number;
  /** The filtered list the queue opens. */
  to: string;
  /** The link's accessible name (label, count and where it leads). */
  title: string;
}

/** A queue that needs a person: its count, a label, and a link to the filtered list. */
export function QueueCard({ id, label, count, to, title }: QueueCardProps) {
  return (
    <Card variant="outlined" sx={{ borderColor: count > 0 ? 'warning.main' : undefined }}>
      <CardActionArea component={Link} to={to} aria-label={title} data-testid={`queue-${id}`} sx={{ height: '100%' }}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="h5" component="p" data-testid={`queue-count-${id}`}>
            {count}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
