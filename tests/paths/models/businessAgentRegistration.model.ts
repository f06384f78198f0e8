import { businessAgentRegistration, businessAgentRegistrationMachine } from '@/machines/businessAgentRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('businessAgentRegistration', businessAgentRegistration, businessAgentRegistrationMachine);
