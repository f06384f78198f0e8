import { businessVerification, businessVerificationMachine } from '@/machines/partner-verification.machine';
import { verificationModel } from '../verification-model';

export default verificationModel(businessVerification, businessVerificationMachine);
