import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** The questions of the FAQ, by catalogue key prefix (`app.home.faq.<id>Q` / `<id>A`). */
export const FAQ_ITEMS = ['operator', 'export', 'support'] as const;

/**
 * The FAQ section of /home, anchored as `#faq` (the footer's FAQ link when signed in, 000 §2);
 * opening /home#faq scrolls to it once it is drawn.
 */
export function HomeFaq() {
  const translate = useTranslate();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#faq') document.getElementById('faq')?.scrollIntoView();
  }, [hash]);
  return (
    <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ mt: 4, scrollMarginTop: 64 }}>
      <Typography id="faq-title" variant="h6" component="h2" gutterBottom>
        {translate('app.home.faq.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {FAQ_ITEMS.map((id) => (
          <Box key={id} sx={{ mb: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {translate(`app.home.faq.${id}Q`)}
            </Typography>
            <Typography component="dd" sx={{ ml: 0 }} color="text.secondary">
              {translate(`app.home.faq.${id}A`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
