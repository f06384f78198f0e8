import { associationVerification, associationVerificationMachine } from '@/machines/partner-verification.machine';
import { verificationModel } from '../verification-model';

export default verificationModel(associationVerification, associationVerificationMachine);
