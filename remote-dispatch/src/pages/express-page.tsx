import { DispatchPage, Loaded } from '../components/dispatch-page';
import { ExpressTrack } from '../features/accessories/components/express-track';
import { useExpressTrack } from '../features/accessories/hooks/use-accessories';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/express?id=<accessory>: the courier's tracking events. */
export default function ExpressPage() {
  const id = useQueryId();
  const track = useExpressTrack(id);
  return (
    <DispatchPage>
      <Loaded id={id} query={track}>
        {() => <ExpressTrack track={track.data!} />}
      </Loaded>
    </DispatchPage>
  );
}
