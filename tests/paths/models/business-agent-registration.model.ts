import { businessAgentRegistration, businessAgentRegistrationMachine } from '@/machines/business-agent-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('businessAgentRegistration', businessAgentRegistration, businessAgentRegistrationMachine);
