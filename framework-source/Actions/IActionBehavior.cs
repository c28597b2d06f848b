using DiceRolling.Dice;
using DiceRolling.Effects;
using DiceRolling.Targets;

namespace DiceRolling.Actions;

/// <summary>
/// Contrato da parte executável de uma ação: custo em energia, efeitos, tabuleiro de alvos e execução.
/// </summary>
/// <typeparam name="TContext">Tipo do contexto recebido por <see cref="Do"/>.</typeparam>
/// <typeparam name="TResult">Tipo do resultado devolvido por <see cref="Do"/>.</typeparam>
/// <seealso cref="IAction{TContext, TResult}"/>
/// <seealso cref="ActionType"/>
public interface IActionBehavior<TContext, TResult>
{
    /// <summary>Unidades de energia de dados exigidas para executar a ação; lista vazia significa sem custo.</summary>
    Godot.Collections.Array<DiceEnergy> RequiredEnergy { get; set; }

    /// <summary>Efeitos aplicados, em ordem, quando a ação é executada.</summary>
    Godot.Collections.Array<EffectType> Effects { get; set; }

    /// <summary>Tabuleiro que define de onde a ação pode ser usada e quais posições atinge.</summary>
    TargetBoardType? TargetBoard { get; set; }

    /// <summary>Executa a ação.</summary>
    /// <param name="context">Contexto da execução.</param>
    /// <returns>Resultado da execução.</returns>
    TResult Do(TContext context);
}
