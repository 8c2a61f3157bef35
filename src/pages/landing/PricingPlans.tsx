import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { usePageText } from '../player/usePageText';
import { groupThousands, PRICING_PLANS, type PricingPlan } from './landingContent';

function planLines(plan: PricingPlan, t: (key: string, args?: Record<string, unknown>) => string): string[] {
  if (plan.price === undefined) return [t('app.landing.plans.contactSupport')];
  const lines = [
    t('app.landing.plans.entities', { count: plan.entities }),
    t('app.landing.plans.costCenters', { count: plan.entities }),
    t('app.landing.plans.editors', { count: plan.entities }),
    t('app.landing.plans.maxTransactions', { count: groupThousands(plan.maxTransactions ?? 0) }),
  ];
  if (plan.extraEntityPerMonth) lines.push(t('app.landing.plans.extraEntity', { price: plan.extraEntityPerMonth }));
  if (plan.annualDiscountPercent) lines.push(t('app.landing.plans.annualDiscount', { percent: plan.annualDiscountPercent }));
  return lines;
}

/** The four pricing plans with the spec's figures. */
export function PricingPlans() {
  const t = usePageText();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
      {PRICING_PLANS.map((plan) => (
        <Card key={plan.key} variant="outlined" data-testid={`plan-${plan.key}`}>
          <CardContent>
            <Typography variant="h6" component="h3">
              {t(`app.landing.plans.${plan.key}`)}
            </Typography>
            <Typography variant="h4" component="p" color="primary">
              {plan.price === undefined
                ? t('app.landing.plans.contact')
                : t(plan.from ? 'app.landing.plans.priceFrom' : 'app.landing.plans.price', { price: plan.price })}
            </Typography>
            {plan.price !== undefined && (
              <Typography variant="caption" color="text.secondary">
                {t('app.landing.plans.perMonth')}
              </Typography>
            )}
            <List dense>
              {planLines(plan, t).map((line) => (
                <ListItem key={line} disableGutters>
                  {line}
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
