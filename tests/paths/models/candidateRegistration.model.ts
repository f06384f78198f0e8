import { candidateRegistration, candidateRegistrationMachine } from '@/machines/candidateRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('candidateRegistration', candidateRegistration, candidateRegistrationMachine);
