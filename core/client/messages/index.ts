import { registerMessages } from '../../../sdk/client/i18n/i18n';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

registerMessages('core', { en, es, fr });
