import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { OFFER_STATUSES, offerStatusLabel } from '@/lib/labels';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { RoleGate } from '@/app-state/RoleGate';
import { useOffers, type EmployerOffer } from './api';
import { candidateName } from './CandidateHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { useWithdrawOffer } from './flows/confirmations';
import { ListFilters } from './ListFilters';
import { useListParams } from './list-params';
import { OfferCard } from './OfferCard';
import { PipelinePage } from './PipelinePage';
import { QueryList } from './QueryList';

const statusOptions = () => OFFER_STATUSES.map((value) => ({ value, label: offerStatusLabel(value) }));

function WithdrawOfferDialog({ offer, onClose }: { offer: EmployerOffer; onClose: () => void }) {
  const name = candidateName(offer.candidate);
  const confirmation = useWithdrawOffer(offer, onClose);
  return (
    <ConfirmDialog
      title={m.hiring_withdraw_title({ name })}
      confirmLabel={m.hiring_action_withdraw()}
      confirmation={confirmation}
      onClose={onClose}
    >
      <Text>{m.hiring_withdraw_body({ name, job: offer.job.title })}</Text>
    </ConfirmDialog>
  );
}

function Offers() {
  const list = useListParams(OFFER_STATUSES);
  const offers = useOffers(list.query);
  const [withdrawing, setWithdrawing] = useState<EmployerOffer | null>(null);
  return (
    <PipelinePage title={m.hiring_offers_title()} description={m.hiring_offers_intro()}>
      <ListFilters idPrefix="offers" label={m.hiring_offers_filters()} list={list} statuses={statusOptions()} byJob />
      <QueryList
        query={offers}
        items={(data) => data.offers}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <OfferCard offer={offer} onWithdraw={setWithdrawing} />}
        loadingLabel={m.hiring_offers_loading()}
        errorText={m.hiring_offers_error()}
        label={m.hiring_offers_list()}
        page={list.page}
        onPageChange={list.setPage}
        filtered={list.filtered}
        empty={
          <EmptyState
            title={m.hiring_offers_empty()}
            description={m.hiring_offers_empty_hint()}
            action={
              <Button look="secondary" asChild>
                <Link to="/dashboard/activity/job-applications">{m.hiring_go_to_applicants()}</Link>
              </Button>
            }
          />
        }
      />
      {withdrawing ? <WithdrawOfferDialog key={withdrawing.id} offer={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
    </PipelinePage>
  );
}

/** /dashboard/activity/offers: the offers the employer made, their terms and answers. */
export default function OffersPage() {
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <Offers />
    </RoleGate>
  );
}
